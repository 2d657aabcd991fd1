import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AD_LABEL } from '@/content/partners/disclosure';
import { AdLabel } from '@/entities/partner/ui/ad-label';
import { AffiliateButton } from '@/entities/partner/ui/affiliate/affiliate-button';

/** Tailwind's font sizes in px at the default 16 px root; an arbitrary `text-[Npx]` counts as N. */
const fontSizes: Record<string, number> = { 'text-xs': 12, 'text-sm': 14, 'text-base': 16, 'text-lg': 18 };

function fontSizeOf(classes: string): number | null {
  const sizes = classes.split(/\s+/).flatMap((name) => {
    const arbitrary = /^text-\[(\d+(?:\.\d+)?)px\]$/.exec(name);
    if (arbitrary) return [Number(arbitrary[1])];
    return name in fontSizes ? [fontSizes[name]!] : [];
  });
  return sizes.length === 1 ? sizes[0]! : null;
}

/** The class list of every element whose own text is the ad mark. */
function adMarkClasses(html: string): string[] {
  return [...html.matchAll(new RegExp(`<span class="([^"]*)">${AD_LABEL}</span>`, 'g'))].map((match) => match[1]!);
}

const partner = { brand_id: 'nordbank-direkt', name: 'Nordbank Direkt', adtraction_tracking_url: 'https://track.partnernetz.example/t/t?a=1' };

describe('the "Anzeige" mark (UWG § 5a Abs. 4: clearly legible)', () => {
  it.each([
    ['on cards and above lists', <AdLabel key="label" />],
    ['inside the affiliate button', <AffiliateButton key="button" partner={partner} product="ratenkredit" />],
    ['beside an affiliate text link', <AffiliateButton key="link" partner={partner} product="ratenkredit" variant="link" />],
  ])('is at least 12 px %s', (_where, element) => {
    const classes = adMarkClasses(renderToStaticMarkup(element));
    expect(classes).toHaveLength(1);
    expect(fontSizeOf(classes[0]!)).toBeGreaterThanOrEqual(12);
  });

  it('reads a size from the classes exactly as the check above needs it', () => {
    expect(fontSizeOf('text-[11px] font-semibold')).toBe(11);
    expect(fontSizeOf('text-xs text-slate-700')).toBe(12);
    expect(fontSizeOf('font-semibold')).toBeNull();
  });
});
