import { describe, expect, it } from 'vitest';
import { footerNavigation, headerNavigation } from '@/content/navigation';

describe('navigation', () => {
  const text = JSON.stringify([headerNavigation, footerNavigation]);

  it('states no rate or amount: the bar is on every page, without § 17 PAngV information', () => {
    expect(text).not.toMatch(/\d\s*%|\d\s*€/);
  });

  it('makes no invented claim', () => {
    expect(text).not.toMatch(/über \d|\d\+|\d\s*Banken|Sechs Banken|im Test\b|Testsieger|TÜV|unabhängig/i);
  });
});
