import { describe, expect, it } from 'vitest';
import { ctaForSlug, ctaTargetForSlug } from '@/features/glossary/lib/glossary-cta';

describe('ctaTargetForSlug', () => {
  it.each([
    ['ratenkredit', 'ratenkredit'],
    ['kredit', 'ratenkredit'],
    ['autokredit', 'ratenkredit'],
    ['annuitaetendarlehen', 'ratenkredit'],
    ['unternehmenskredit', 'unternehmenskredit'],
    ['kreditkarte', 'kreditkarten'],
    ['prepaid-kreditkarte', 'kreditkarten'],
    ['kreditkartenlimit', 'kreditkarten'],
    ['schufa-score-neu', 'ratenkredit-ohne-schufa'],
    ['grundschuld', null],
    ['abgeltungsteuer', null],
  ])('%s → %s', (slug, target) => {
    expect(ctaTargetForSlug(slug)).toBe(target);
  });

  it.each([
    ['kredit-ohne-schufa', 'ratenkredit-ohne-schufa', 'schufa beats kredit'],
    ['schufa-freier-ratenkredit', 'ratenkredit-ohne-schufa', 'schufa beats ratenkredit'],
    ['unternehmenskredit-ohne-schufa', 'ratenkredit-ohne-schufa', 'schufa beats unternehmenskredit'],
    ['kreditkarte-mit-schufa', 'ratenkredit-ohne-schufa', 'schufa beats kreditkarte'],
    ['unternehmenskredit-per-kreditkarte', 'unternehmenskredit', 'unternehmenskredit beats kreditkarte'],
    ['kreditkarten-darlehen', 'kreditkarten', 'kreditkarte beats darlehen'],
    ['ratenkredit-und-darlehen', 'ratenkredit', 'the general rule last'],
  ])('%s → %s (%s)', (slug, target) => {
    expect(ctaTargetForSlug(slug)).toBe(target);
  });

  it.each([
    ['schuldscheindarlehen', 'unternehmenskredit'],
    ['avalkredit', 'unternehmenskredit'],
    ['betriebsmittelkredit', 'unternehmenskredit'],
    ['bauspardarlehen', 'baufinanzierung'],
    ['forward-darlehen', 'baufinanzierung'],
    ['volltilgerdarlehen', 'baufinanzierung'],
    ['tilgungsaussetzungsdarlehen', 'baufinanzierung'],
    ['immobiliar-verbraucherdarlehen', 'baufinanzierung'],
  ])('reviewed exception: %s → %s', (slug, target) => {
    expect(ctaTargetForSlug(slug)).toBe(target);
  });

  it.each(['kettenkredit', 'minikredit', 'kreditkuendigung', 'kreditwesengesetz', 'kreditinstitut', 'schufa', 'schufa-auskunft', 'kreditauskunftei'])(
    '%s advertises no credit',
    (slug) => {
      expect(ctaForSlug(slug)).toBeNull();
    },
  );

  it('never advertises credit on distress terms, whatever their slug contains', () => {
    for (const slug of ['ueberschuldung', 'privatinsolvenz', 'zahlungsverzug', 'schuldnerberatung']) {
      expect(ctaTargetForSlug(slug), slug).toBeNull();
    }
  });

  it('returns the texts of the chosen target', () => {
    expect(ctaForSlug('autokredit')).toMatchObject({ href: '/ratenkredit', label: 'Ratenkredite vergleichen' });
    expect(ctaForSlug('grundschuld')).toBeNull();
  });
});
