import { describe, expect, it } from 'vitest';
import { isCurrentGroup, isCurrentPath } from '@/components/layout/nav-active';
import { headerNavigation } from '@/content/navigation';

describe('current route highlighting', () => {
  it.each([
    ['/', '/', true],
    ['/ratenkredit', '/ratenkredit', true],
    ['/ratenkredit/', '/ratenkredit', true],
    ['/ratenkredit/beste', '/ratenkredit', false],
    ['/Ratenkredit', '/ratenkredit', false],
  ])('%s against %s is %s', (pathname, href, expected) => {
    expect(isCurrentPath(pathname, href)).toBe(expected);
  });

  it('marks the menu that holds the current page', () => {
    const [kredite, produkte] = headerNavigation;
    expect(isCurrentGroup('/ratenkredit/zinsen', kredite!)).toBe(true);
    expect(isCurrentGroup('/ratenkredit/zinsen', produkte!)).toBe(false);
  });
});
