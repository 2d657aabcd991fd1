import { describe, expect, it } from 'vitest';
import { ctaForSlug, ctaTargetForSlug } from '@/features/glossary/lib/glossary-cta';

describe('ctaTargetForSlug', () => {
  it.each([
    ['ratenkredit', '/ratenkredit'],
    ['kredit', '/ratenkredit'],
    ['autokredit', '/ratenkredit'],
    ['annuitaetendarlehen', '/ratenkredit'],
    ['bauspardarlehen', '/ratenkredit'],
    ['unternehmenskredit', '/unternehmenskredit'],
    ['kreditkarte', '/kreditkarten'],
    ['prepaid-kreditkarte', '/kreditkarten'],
    ['kreditkartenlimit', '/kreditkarten'],
    ['schufa', '/ratenkredit/ohne-schufa'],
    ['schufa-auskunft', '/ratenkredit/ohne-schufa'],
    ['grundschuld', null],
    ['abgeltungsteuer', null],
  ])('%s → %s', (slug, target) => {
    expect(ctaTargetForSlug(slug)).toBe(target);
  });

  it.each([
    ['kredit-ohne-schufa', '/ratenkredit/ohne-schufa', 'schufa beats kredit'],
    ['schufa-freier-ratenkredit', '/ratenkredit/ohne-schufa', 'schufa beats ratenkredit'],
    ['unternehmenskredit-ohne-schufa', '/ratenkredit/ohne-schufa', 'schufa beats unternehmenskredit'],
    ['kreditkarte-mit-schufa', '/ratenkredit/ohne-schufa', 'schufa beats kreditkarte'],
    ['unternehmenskredit-per-kreditkarte', '/unternehmenskredit', 'unternehmenskredit beats kreditkarte'],
    ['kreditkarten-darlehen', '/kreditkarten', 'kreditkarte beats darlehen'],
    ['ratenkredit-und-darlehen', '/ratenkredit', 'the general rule last'],
  ])('%s → %s (%s)', (slug, target) => {
    expect(ctaTargetForSlug(slug)).toBe(target);
  });

  it('returns the texts of the chosen target', () => {
    expect(ctaForSlug('autokredit')).toMatchObject({ href: '/ratenkredit', label: 'Ratenkredite vergleichen' });
    expect(ctaForSlug('grundschuld')).toBeNull();
  });
});
