import { describe, expect, it } from 'vitest';
import { operatorFacts } from '@/config/operator-facts';
import { autoKostenAuthor } from '@/content/guides/auto-kosten';
import { bankenVergleichAuthor } from '@/content/guides/banken-vergleich';
import { besterKreditAuthor } from '@/content/guides/bester-kredit';
import { deutscheEinkommenAuthor } from '@/content/guides/deutsche-einkommen';
import { finanzTippsAuthor } from '@/content/guides/finanz-tipps';
import { gehaltAuthor } from '@/content/guides/gehaltsoptimierung';
import { findAuthor } from '@/content/guides/guide-authors';
import { immobilienmarktAuthor } from '@/content/guides/immobilienmarkt';
import { karriereAuthor } from '@/content/guides/karriere';
import { monatlichesSparenAuthor } from '@/content/guides/monatliches-sparen';
import { sparkontoAuthor } from '@/content/guides/sparkonto';
import { zinsenAuthor } from '@/content/guides/zinsen';

const guideAuthors = [
  autoKostenAuthor,
  bankenVergleichAuthor,
  besterKreditAuthor,
  deutscheEinkommenAuthor,
  finanzTippsAuthor,
  gehaltAuthor,
  immobilienmarktAuthor,
  karriereAuthor,
  monatlichesSparenAuthor,
  sparkontoAuthor,
  zinsenAuthor,
];

/** Titles and qualifications only a real, qualified person may carry (StBerG, BRAO, WPO, HwO, § 132a StGB …). */
const PROTECTED = /Steuerberater|Rechtsanw|Wirtschaftsprüf|Notar|Sachverständig|Prof\.|Dr\.|Diplom|Meister|Certified|CFA|CFP|Fachwirt|IHK|Honorar|Promotion/i;

describe('guide authors', () => {
  it('come from operatorFacts.authors, each guide by id, with the closing note of the guide', () => {
    for (const { author, quote } of guideAuthors) {
      expect(operatorFacts.authors).toContain(author);
      expect(quote?.length).toBeGreaterThan(20);
    }
  });

  it('have unique ids', () => {
    const ids = operatorFacts.authors.map((author) => author.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fail loudly for an unknown id', () => {
    expect(() => findAuthor('niemand')).toThrow(/Unknown author id "niemand"/);
  });

  it.each(operatorFacts.authors.filter((author) => author.sample))(
    'sample persona $name carries no credential and no protected title',
    (author) => {
      expect(author.credentials).toEqual([]);
      expect(`${author.name} ${author.role} ${author.experience} ${author.specialization}`).not.toMatch(PROTECTED);
    },
  );
});
