import { describe, expect, it } from 'vitest';
import * as autoKosten from '@/content/guides/auto-kosten';
import * as bankenVergleich from '@/content/guides/banken-vergleich';
import * as deutscheEinkommen from '@/content/guides/deutsche-einkommen';
import * as immobilienmarkt from '@/content/guides/immobilienmarkt';
import * as monatlichesSparen from '@/content/guides/monatliches-sparen';
import { sumRanges, yearlySaving } from '@/features/guides/calculators/car-costs';
import { eastWestGap } from '@/features/guides/calculators/income-stats';
import { priceToRentFactor } from '@/features/guides/calculators/property-rules';
import { savingRate } from '@/features/guides/calculators/saving-calculator';
import { formatEuroWhole, formatPercent } from '@/lib/format';
import { routes } from '@/routes/manifest';

/** Intl puts a no-break space before '€' and '%'; content text uses plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const guides = { monatlichesSparen, autoKosten, bankenVergleich, immobilienmarkt, deutscheEinkommen };
const knownPaths = new Set<string>(routes.map((route) => route.path));

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe.each(Object.entries(guides))('content of %s', (_name, content) => {
  it('has no empty text', () => {
    for (const text of allStrings(content)) expect(text.trim()).not.toBe('');
  });

  it('links only to existing routes and to https sources', () => {
    for (const [key, value] of Object.entries(content)) {
      if (key.endsWith('Links')) for (const link of value as { href: string }[]) expect(knownPaths).toContain(link.href);
      if (key.endsWith('Sources')) for (const source of value as { href: string }[]) expect(source.href).toMatch(/^https:\/\//);
    }
  });
});

describe('monatliches-sparen figures', () => {
  it('has the four saving rules of the spec', () => {
    const rules = monatlichesSparen.savingRules.map(({ regel, minSparen, maxSparen }) => [regel, minSparen, maxSparen]);
    expect(rules).toEqual([
      ['50/30/20-Regel', 20, 20],
      ['10-Prozent-Regel', 10, 10],
      ['FIRE-Ansatz', 40, 70],
      ['+1 % pro Jahr', 5, 15],
    ]);
  });

  it('states each example rate as saving ÷ income with one decimal', () => {
    expect(monatlichesSparen.savingExamples).toHaveLength(4);
    for (const example of monatlichesSparen.savingExamples) {
      expect(example.prozent).toBe(savingRate(example.sparen, example.einkommen));
    }
  });

  it('puts the average saving of 560 € at 16 % of income', () => {
    const { monthlyAmount, referenceNetIncome } = monatlichesSparen.averageSaving;
    expect(monthlyAmount).toBe(560);
    expect(savingRate(monthlyAmount, referenceNetIncome)).toBe(16);
  });
});

describe('auto-kosten figures', () => {
  it('adds up to 5.600 to 12.750 € a year', () => {
    const total = sumRanges(autoKosten.costCategories.flatMap((category) => category.items.map((item) => item.kosten)));
    expect(total).toEqual({ min: 5600, max: 12_750 });
    expect(autoKosten.carCostReference.yearly).toBe(total.min);
  });

  it('quotes the monthly range in the FAQ as computed', () => {
    const answer = autoKosten.autoKostenFaqs[0]?.a ?? '';
    expect(answer).toContain(plain(`${formatEuroWhole(5600 / 12).replace('\u00a0€', '')} bis ${formatEuroWhole(12_750 / 12)}`));
  });

  it('computes every saving of an alternative from its monthly cost', () => {
    for (const alternative of autoKosten.carAlternatives) {
      expect(alternative.ersparnis).toBe(yearlySaving(autoKosten.carCostReference.yearly, alternative.monatlicheKosten));
    }
  });

  it('compares three electric cars', () => {
    expect(autoKosten.electricCars).toHaveLength(3);
  });
});

describe('banken-vergleich figures', () => {
  const names = new Set(bankenVergleich.banks.map((bank) => bank.name));

  it('has six banks rated from 0 to 5 with all three fees', () => {
    expect(bankenVergleich.banks).toHaveLength(6);
    for (const bank of bankenVergleich.banks) {
      expect(bank.bewertung).toBeGreaterThanOrEqual(0);
      expect(bank.bewertung).toBeLessThanOrEqual(5);
      expect(Object.keys(bank.gebuehren)).toEqual(['konto', 'karte', 'ausland']);
    }
  });

  it('names only listed banks as winners, runners-up and matches', () => {
    for (const winner of bankenVergleich.categoryWinners) {
      expect(names).toContain(winner.gewinner);
      expect(names).toContain(winner.zweitplatziert);
      expect(winner.gewinner).not.toBe(winner.zweitplatziert);
    }
    for (const match of bankenVergleich.bankMatches) for (const bank of match.banken) expect(names).toContain(bank);
  });
});

describe('immobilienmarkt figures', () => {
  it('has demand, interest and supply cards with the 3,5-4,2 % range', () => {
    expect(immobilienmarkt.marketCards.map((card) => card.titel)).toEqual(['Nachfrage', 'Bauzinsen', 'Angebot']);
    const { min, max } = immobilienmarkt.mortgageRateRange;
    expect(immobilienmarkt.marketCards[1]?.kennzahl).toBe(plain(`${formatPercent(min, 1).replace(' %', '')}–${formatPercent(max, 1)}`));
  });

  it('lists six cities and two scenarios', () => {
    expect(immobilienmarkt.cities).toHaveLength(6);
    expect(immobilienmarkt.marketScenarios).toHaveLength(2);
  });

  it('uses a buy-or-rent example right at factor 25', () => {
    const { purchasePrice, monthlyRent } = immobilienmarkt.buyVsRent.example;
    expect(priceToRentFactor(purchasePrice, monthlyRent)).toBe(25);
  });

  it('states the three rules of thumb of the spec', () => {
    expect(immobilienmarkt.rulesOfThumb.map((rule) => rule.wert)).toEqual([
      '10–15 % des Kaufpreises',
      '20–30 % des Kaufpreises',
      'max. 35–40 % des Nettoeinkommens',
    ]);
    expect(immobilienmarkt.rateShareOfIncome).toEqual([0.35, 0.4]);
  });
});

describe('deutsche-einkommen figures', () => {
  const { incomeStats } = deutscheEinkommen;

  it('carries the headline figures of the spec', () => {
    expect(incomeStats).toEqual({ median: 49_200, durchschnitt: 53_800, top10Threshold: 100_000, eastWestGapPercent: 30 });
  });

  it('derives the 30 % East-West gap from the region table', () => {
    expect(eastWestGap(deutscheEinkommen.regions)?.gapPercent).toBe(incomeStats.eastWestGapPercent);
  });

  it('keeps every median below its average', () => {
    for (const row of [...deutscheEinkommen.ageGroups, ...deutscheEinkommen.regions]) expect(row.median).toBeLessThan(row.durchschnitt);
    for (const row of deutscheEinkommen.industries) expect(row.median).toBeLessThan(row.top10);
  });

  it('repeats median and average in the text exactly as in the figures', () => {
    const text = deutscheEinkommen.incomeBasics[0]?.paragraphs.join(' ') ?? '';
    expect(text).toContain(plain(formatEuroWhole(incomeStats.median)));
    expect(text).toContain(plain(formatEuroWhole(incomeStats.durchschnitt)));
  });
});
