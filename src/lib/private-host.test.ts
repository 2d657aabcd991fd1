import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isPrivateHost, mayContactBackend } from '@/lib/private-host';

describe('isPrivateHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['api.localhost', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['10.0.0.5', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['172.15.0.1', false],
    ['192.168.0.10', true],
    ['169.254.1.1', true],
    ['[fd12:3456::1]', true],
    ['[fe80::1]', true],
    ['abcdefgh.supabase.co', false],
    ['8.8.8.8', false],
    ['localhost.example.org', false],
  ])('%s → %s', (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['[::1]', true],
    ['192.168.0.10', false],
    ['www.kreditvergleich-smart.de', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('mayContactBackend', () => {
  it.each([
    ['http://127.0.0.1:54321', '127.0.0.1', true],
    ['http://127.0.0.1:54321', 'localhost', true],
    ['http://127.0.0.1:54321', 'www.kreditvergleich-smart.de', false],
    ['http://192.168.1.5:54321', 'demo.example.org', false],
    ['https://abc.supabase.co', 'www.kreditvergleich-smart.de', true],
    ['https://abc.supabase.co', '127.0.0.1', true],
    ['kaputt', '127.0.0.1', false],
  ])('%s from %s → %s', (backend, page, expected) => {
    expect(mayContactBackend(backend, page)).toBe(expected);
  });
});
