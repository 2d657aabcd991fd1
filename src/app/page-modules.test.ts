import { describe, expect, it } from 'vitest';
import { hasPageModule } from '@/app/page-modules';
import { notFoundRoute, routes } from '@/routes/manifest';

describe('page modules', () => {
  it.each([...routes, notFoundRoute])('$id has a page module', (route) => {
    expect(hasPageModule(route.page)).toBe(true);
  });
});
