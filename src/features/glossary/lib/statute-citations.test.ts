import { describe, expect, it } from 'vitest';
import { findStatuteCitations, splitAtStatuteCitations } from '@/features/glossary/lib/statute-citations';

const gii = 'https://www.gesetze-im-internet.de';

describe('findStatuteCitations', () => {
  it.each([
    ['nach § 491 BGB gilt', '§ 491 BGB', `${gii}/bgb/__491.html`],
    ['die §§ 491 ff. BGB schützen', '§§ 491 ff. BGB', `${gii}/bgb/__491.html`],
    ['nach § 17 Abs. 4 PAngV', '§ 17 Abs. 4 PAngV', `${gii}/pangv_2022/__17.html`],
    ['§ 9 Abs. 1 Satz 3 Nr. 4 EStG regelt', '§ 9 Abs. 1 Satz 3 Nr. 4 EStG', `${gii}/estg/__9.html`],
    ['Erlaubnis nach § 34c GewO', '§ 34c GewO', `${gii}/gewo/__34c.html`],
    ['§ 305 InsO verlangt', '§ 305 InsO', `${gii}/inso/__305.html`],
    ['Zinsen nach § 233a AO', '§ 233a AO', `${gii}/ao_1977/__233a.html`],
    ['§ 76g SGB VI sieht', '§ 76g SGB VI', `${gii}/sgb_6/__76g.html`],
    ['§ 93 SGB III, es', '§ 93 SGB III', `${gii}/sgb_3/__93.html`],
    ['§§ 46 bis 48 SGB VI', '§§ 46 bis 48 SGB VI', `${gii}/sgb_6/__46.html`],
    ['§§ 84 und 85 EStG', '§§ 84 und 85 EStG', `${gii}/estg/__84.html`],
    ['Angaben (Art. 247 § 3 EGBGB).', 'Art. 247 § 3 EGBGB', `${gii}/bgbeg/art_247__3.html`],
    ['Schutz nach dem Zahlungskontengesetz und § 31 ZKG', '§ 31 ZKG', `${gii}/zkg/__31.html`],
    ['§ 3 MaBV', '§ 3 MaBV', `${gii}/gewo_34cdv/__3.html`],
    ['Erlaubnis nach § 34c der Gewerbeordnung, für', '§ 34c der Gewerbeordnung', `${gii}/gewo/__34c.html`],
  ])('%s → %s', (text, cited, url) => {
    const [citation] = findStatuteCitations(text);
    expect(citation).toMatchObject({ text: cited, url });
  });

  it('finds two citations joined by "und" as two links', () => {
    const citations = findStatuteCitations('nach § 505a BGB und § 18a KWG müssen');
    expect(citations.map((citation) => citation.url)).toEqual([`${gii}/bgb/__505a.html`, `${gii}/kredwg/__18a.html`]);
  });

  it('keeps laws outside the verified map unlinked but still reports them', () => {
    expect(findStatuteCitations('Nach Art. 15 DSGVO können Sie')).toMatchObject([{ text: 'Art. 15 DSGVO', law: 'DSGVO', url: null }]);
    expect(findStatuteCitations('nach § 21 Abs. 4 der Kreditinstituts-Rechnungslegungsverordnung')).toMatchObject([
      { law: 'Kreditinstituts-Rechnungslegungsverordnung', url: null },
    ]);
  });

  it('ignores a section sign without a law and ordinary numbers', () => {
    expect(findStatuteCitations('Rund 5 % Zinsen, 12 Monate, Abschnitt 3 ABC')).toEqual([]);
  });
});

describe('splitAtStatuteCitations', () => {
  it('cuts the text around linkable citations and leaves the rest verbatim', () => {
    const text = 'Nach § 489 Abs. 1 Nr. 2 BGB und Art. 15 DSGVO gilt das.';
    const segments = splitAtStatuteCitations(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.citation).map((segment) => segment.text)).toEqual(['§ 489 Abs. 1 Nr. 2 BGB']);
  });
});
