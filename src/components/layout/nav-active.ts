import type { NavGroup } from '@/content/navigation';

/** A link is current when the path equals its target; a menu is current when one of its links is. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalized === href;
}

export function isCurrentGroup(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isCurrentPath(pathname, item.href));
}
