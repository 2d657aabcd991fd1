import { describe, expect, it } from 'vitest';
import { consoleRoleOf, consoleSections } from '@/features/admin/lib/console-role';

describe('consoleRoleOf', () => {
  it.each([
    [{ app_metadata: { role: 'admin' } }, 'admin'],
    [{ app_metadata: { role: 'editor' } }, 'editor'],
    [{ app_metadata: { role: 'Admin' } }, null],
    [{ app_metadata: { role: ['admin'] } }, null],
    [{ app_metadata: {} }, null],
    [{}, null],
    [null, null],
  ])('%j → %s', (user, role) => {
    expect(consoleRoleOf(user)).toBe(role);
  });
});

describe('consoleSections', () => {
  it.each([
    ['admin', { statistics: true, offers: true, seo: true, rebuild: true }],
    ['editor', { statistics: false, offers: true, seo: true, rebuild: false }],
    [null, { statistics: false, offers: false, seo: false, rebuild: false }],
  ] as const)('%s sees %j', (role, sections) => {
    expect(consoleSections(role)).toEqual(sections);
  });
});
