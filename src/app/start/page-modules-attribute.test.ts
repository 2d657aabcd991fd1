import { describe, expect, it } from 'vitest';
import { moduleUrls } from '@/app/start/page-modules-attribute';

describe('moduleUrls', () => {
  it('reads the space-separated chunk list of the root', () => {
    expect(moduleUrls('/assets/start-A1.js  /assets/home-page-b_2.js')).toEqual(['/assets/start-A1.js', '/assets/home-page-b_2.js']);
  });

  it('ignores missing values and anything that is not one of our script chunks', () => {
    expect(moduleUrls(null)).toEqual([]);
    expect(moduleUrls('')).toEqual([]);
    expect(moduleUrls('https://evil.example/x.js /assets/../x.js javascript:alert(1) /assets/a.css //cdn/assets/a.js')).toEqual([]);
  });
});
