import { describe, expect, it } from 'vitest';
import { crc32, createZip } from '@/features/admin/lib/zip';

/** Reads a stored ZIP back through its central directory, as an unzip tool does. */
function readZip(archive: Uint8Array): { name: string; content: string; crc: number }[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const decoder = new TextDecoder();
  const endAt = archive.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const entries = [];
  for (let index = 0; index < count; index++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const localAt = view.getUint32(at + 42, true);
    const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(localAt, true)).toBe(0x04034b50);
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true) + view.getUint16(localAt + 28, true);
    entries.push({ name, content: decoder.decode(archive.subarray(dataAt, dataAt + size)), crc });
    at += 46 + nameLength;
  }
  return entries;
}

describe('crc32', () => {
  it.each([
    ['', 0],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('of "%s"', (text, expected) => {
    expect(crc32(new TextEncoder().encode(text))).toBe(expected);
  });
});

describe('createZip', () => {
  const files = [
    { name: 'sitemap.xml', content: '<?xml version="1.0"?><urlset/>' },
    { name: 'llms.txt', content: '# KreditSmart\n\n> Über 600 Begriffe – Zinsen & Kredite\n' },
    { name: '.well-known/security.txt', content: '' },
  ];

  it('holds every file with its UTF-8 content and checksum', () => {
    const entries = readZip(createZip(files, new Date(2025, 9, 19, 14, 3, 28)));
    expect(entries.map(({ name, content }) => ({ name, content }))).toEqual(files);
    for (const entry of entries) expect(entry.crc).toBe(crc32(new TextEncoder().encode(entry.content)));
  });

  it('is an empty archive of 22 bytes without files', () => {
    expect(createZip([]).length).toBe(22);
  });
});
