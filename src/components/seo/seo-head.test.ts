import { describe, expect, it } from 'vitest';
import { robotsContent } from '@/components/seo/seo-head';

describe('robotsContent', () => {
  it.each([
    [{ demo: false, noindex: false, nofollow: false }, 'index, follow'],
    [{ demo: false, noindex: true, nofollow: false }, 'noindex, follow'],
    [{ demo: false, noindex: true, nofollow: true }, 'noindex, nofollow'],
    [{ demo: true, noindex: false, nofollow: false }, 'noindex, nofollow'],
    [{ demo: true, noindex: true, nofollow: false }, 'noindex, nofollow'],
  ])('%o → %s', (input, expected) => {
    expect(robotsContent(input)).toBe(expected);
  });
});
