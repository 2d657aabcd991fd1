import { describe, expect, it } from 'vitest';
import * as autoKosten from '@/content/guides/auto-kosten';
import * as bankenVergleich from '@/content/guides/banken-vergleich';
import * as deutscheEinkommen from '@/content/guides/deutsche-einkommen';
import * as immobilienmarkt from '@/content/guides/immobilienmarkt';
import * as karriere from '@/content/guides/karriere';
import { purchaseCostRange, purchaseCostSentence } from '@/content/guides/purchase-costs';
import { immobilienTerms } from '@/content/glossary/terms/immobilien';
import * as monatlichesSparen from '@/content/guides/monatliches-sparen';
import { interestExampleInputs, zinsenBasics } from '@/content/guides/zinsen';
import { sumRanges, yearlySaving } from '@/features/guides/calculators/car-costs';
import { eastWestGap } from '@/features/guides/calculators/income-stats';
import { interestExample } from '@/features/guides/calculators/interest-examples';
import { priceToRentFactor } from '@/features/guides/calculators/property-rules';
import { savingRate } from '@/features/guides/calculators/saving-calculator';
import { formatEuroWhole, formatPercent } from '@/lib/format';

/** Intl puts a no-break space before '€' and '%'; content text uses plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('monatliches-sparen figures', () => {
  it('has the four saving rules with their saving shares', () => {
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

  it('states the official Destatis saving statistics with their period and source', () => {
    expect(monatlichesSparen.savingStatistics).toMatchObject({ year: 2024, rateYear: 11.2, halfYear: '1. Halbjahr 2025', rateHalfYear: 10.3, perCapitaMonthlyHalfYear: 270 });
    expect(monatlichesSparen.savingStatistics.source.href).toMatch(/^https:\/\/www\.destatis\.de\//);
    const sources = monatlichesSparen.monatlichesSparenSources.map((source) => source.note ?? '').join(' ');
    expect(sources).toContain('Sparquote der privaten Haushalte 2024 und 1. Halbjahr 2025');
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

  it('states one Kaufnebenkosten range, the sum of its components, in guide, FAQ and glossary', () => {
    expect(purchaseCostRange).toEqual({ withoutBroker: { min: 5, max: 8.5 }, withBroker: { max: 12.1 } });
    expect(plain(immobilienmarkt.rulesOfThumb[0]?.beschreibung ?? '')).toContain('Ohne Makler kommen so rund 5 bis 8,5 % des Kaufpreises zusammen, mit Makler bis etwa 12,1 %.');
    expect(plain(immobilienmarkt.immobilienmarktFaqs[1]?.a ?? '')).toContain('Kaufnebenkosten von 5–12,1 %');
    const glossary = immobilienTerms.find((term) => term.term === 'Kaufnebenkosten')?.details ?? '';
    expect(plain(glossary)).toContain(plain(purchaseCostSentence));
  });

  it('uses a buy-or-rent example right at factor 25', () => {
    const { purchasePrice, monthlyRent } = immobilienmarkt.buyVsRent.example;
    expect(priceToRentFactor(purchasePrice, monthlyRent)).toBe(25);
  });

  it('states the three rules of thumb for buying a home', () => {
    expect(immobilienmarkt.rulesOfThumb.map((rule) => plain(rule.wert))).toEqual([
      '5–12,1 % des Kaufpreises',
      '20–30 % des Kaufpreises',
      'max. 35–40 % des Nettoeinkommens',
    ]);
    expect(immobilienmarkt.rateShareOfIncome).toEqual([0.35, 0.4]);
  });
});

describe('deutsche-einkommen figures', () => {
  const { incomeStats } = deutscheEinkommen;

  it('states the Destatis 2024 full-time figures as headline', () => {
    expect(incomeStats).toEqual({ median: 52_159, durchschnitt: 62_235, top30Threshold: 66_000, eastWestGapPercent: 30 });
    expect(deutscheEinkommen.incomeStatsSource.year).toBe(2024);
    expect(deutscheEinkommen.incomeStatsSource.source.href).toMatch(/^https:\/\/www\.destatis\.de\//);
  });

  it('shows the same headline figures in the career guide', () => {
    const stats = karriere.karriereStats.map((stat) => plain(stat.value));
    expect(stats).toContain(plain(formatEuroWhole(52_159)));
    expect(stats).toContain(plain(formatEuroWhole(62_235)));
  });

  it('never has an industry average in the career guide below the same industry median here', () => {
    const medians = new Map(deutscheEinkommen.industries.map((row) => [row.branche, row.median]));
    const sameIndustry: Record<string, string> = {
      'Banken und Versicherungen': 'Finanz- und Versicherungsdienstleistungen',
      'IT und Software': 'Information und Kommunikation',
      'Pharma und Chemie': 'Chemie und Pharma',
      'Energieversorgung': 'Energieversorgung',
      'Automobil- und Maschinenbau': 'Fahrzeugbau',
      'Öffentlicher Dienst': 'Öffentliche Verwaltung',
      'Gesundheit und Pflege': 'Gesundheits- und Sozialwesen',
      Handel: 'Handel',
      Gastgewerbe: 'Gastgewerbe',
    };
    for (const row of karriere.industrySalaries) {
      const median = medians.get(sameIndustry[row.name] ?? row.name);
      if (median !== undefined) expect(row.durchschnitt, row.name).toBeGreaterThanOrEqual(median);
    }
  });

  it('derives the 30 % East-West gap from the region table', () => {
    expect(eastWestGap(deutscheEinkommen.regions)?.gapPercent).toBe(incomeStats.eastWestGapPercent);
  });

  it('keeps every median below its average', () => {
    for (const row of [...deutscheEinkommen.ageGroups, ...deutscheEinkommen.regions]) expect(row.median).toBeLessThan(row.durchschnitt);
    for (const row of deutscheEinkommen.industries) expect(row.median).toBeLessThan(row.top10);
  });

  it('repeats median and average in the text exactly as in the figures', () => {
    const text = plain(deutscheEinkommen.incomeBasics[0]?.paragraphs.join(' ') ?? '');
    expect(text).toContain(plain(formatEuroWhole(incomeStats.median)));
    expect(text).toContain(plain(formatEuroWhole(incomeStats.durchschnitt)));
  });
});

describe('zinsen figures', () => {
  it('states the effective rate of 5,9 % nominal as the formula gives it', () => {
    const text = zinsenBasics.flatMap((section) => section.paragraphs).join(' ');
    const { effectiveRate } = interestExample({ amount: 10_000, months: 60, nominalRate: 5.9 });
    expect(text.replace(/\u00a0/g, ' ')).toContain(`rund ${effectiveRate.toLocaleString('de-DE')} % effektiv`);
  });

  it('keeps the illustration of 200.000 € over 5 years at 5,5 % near 3.817 €', () => {
    const input = interestExampleInputs.find((row) => row.amount === 200_000)!;
    expect(Math.abs(interestExample(input).monthlyInstalment - 3_817)).toBeLessThan(5);
  });
});
