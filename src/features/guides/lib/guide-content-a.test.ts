import { describe, expect, it } from 'vitest';
import { creditMistakes, creditSteps, besterKreditLinks, besterKreditSources, termComparison } from '@/content/guides/bester-kredit';
import {
  finanzTippsIntro,
  finanzTippsLinks,
  finanzTippsSources,
  savingTips,
  thirtyDayPlan,
  tipCategories,
} from '@/content/guides/finanz-tipps';
import {
  careerLevels,
  gehaltLinks,
  gehaltSources,
  negotiationRules,
  ninetyDayPlan,
  gehaltIntro,
  salaryStrategies,
  savingBasis,
} from '@/content/guides/gehaltsoptimierung';
import {
  careerPathGroups,
  careerStrategies,
  industrySalaries,
  karriereLinks,
  karriereSources,
  threeYearPlan,
} from '@/content/guides/karriere';
import { saverTypes, savingsFigures, savingsReviews, sparkontoLinks, sparkontoSources, termDeposits } from '@/content/guides/sparkonto';
import { flatTaxOn, homeOfficeMaxPerYear, pensionTaxFree } from '@/content/guides/tax-figures';
import { interestExampleInputs, zinsenBasics, zinsenLinks, zinsenSources } from '@/content/guides/zinsen';
import { interestExample } from '@/features/guides/calculators/interest-examples';
import { routes } from '@/routes/manifest';

const routePaths = new Set<string>(routes.map((route) => route.path));

function expectNoEmptyStrings(value: unknown, path = 'content') {
  if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
  else if (Array.isArray(value)) value.forEach((item, index) => expectNoEmptyStrings(item, `${path}[${index}]`));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([key, item]) => expectNoEmptyStrings(item, `${path}.${key}`));
}

describe('guide content of helper A', () => {
  it('has no empty texts', () => {
    expectNoEmptyStrings({ creditSteps, creditMistakes, salaryStrategies, negotiationRules, careerLevels, savingTips, termDeposits, savingsReviews, saverTypes, careerPathGroups, careerStrategies, industrySalaries });
  });

  it('links only to routes of the manifest', () => {
    for (const link of [...besterKreditLinks, ...zinsenLinks, ...gehaltLinks, ...sparkontoLinks, ...finanzTippsLinks, ...karriereLinks]) {
      expect(routePaths, link.href).toContain(link.href.split('#')[0]);
    }
  });

  it('cites sources over https only', () => {
    for (const source of [...besterKreditSources, ...zinsenSources, ...gehaltSources, ...sparkontoSources, ...finanzTippsSources, ...karriereSources]) {
      expect(source.href).toMatch(/^https:\/\/[^/]+/);
    }
  });

  it('links the pages the spec asks for', () => {
    const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href.split('#')[0]);
    expect(hrefs(gehaltLinks)).toEqual(expect.arrayContaining(['/ratgeber/deutsche-einkommen', '/ratenkredit']));
    expect(hrefs(sparkontoLinks)).toEqual(expect.arrayContaining(['/ratgeber/sparkonto', '/ratgeber/finanz-tipps']));
    expect(hrefs(finanzTippsLinks)).toEqual(expect.arrayContaining(['/ratenkredit', '/ratgeber/sparkonto']));
    expect(hrefs(karriereLinks)).toEqual(expect.arrayContaining(['/ratgeber/gehaltsoptimierung', '/ratgeber/deutsche-einkommen']));
  });
});

describe('bester-kredit', () => {
  it('has seven steps and a list of mistakes', () => {
    expect(creditSteps).toHaveLength(7);
    expect(creditMistakes.length).toBeGreaterThanOrEqual(5);
  });

  it('shows that a longer term costs more interest', () => {
    const interests = termComparison.map((row) => row.totalInterest);
    expect([...interests].sort((a, b) => a - b)).toEqual(interests);
  });
});

describe('zinsen', () => {
  it('states the effective rate of 5,9 % nominal as the formula gives it', () => {
    const text = zinsenBasics.flatMap((section) => section.paragraphs).join(' ');
    const { effectiveRate } = interestExample({ amount: 10_000, months: 60, nominalRate: 5.9 });
    expect(text.replace(/\u00a0/g, ' ')).toContain(`rund ${effectiveRate.toLocaleString('de-DE')} % effektiv`);
  });

  it('keeps the section-9 illustration of 200.000 € over 5 years at 5,5 % near 3.817 €', () => {
    const input = interestExampleInputs.find((row) => row.amount === 200_000)!;
    expect(Math.abs(interestExample(input).monthlyPayment - 3_817)).toBeLessThan(5);
  });
});

describe('gehaltsoptimierung', () => {
  it('computes every yearly advantage on one stated basis (tax and contributions saved, 2026 figures)', () => {
    expect(gehaltIntro.paragraphs.join(' ')).toContain(savingBasis);
    expect(salaryStrategies.map((strategy) => [strategy.name.replace(/\u00a0/g, ' '), strategy.jahrlichErsparnis])).toEqual([
      ['Homeoffice-Pauschale nutzen', 378],
      ['Freistellungsauftrag und Sparer-Pauschbetrag', 264],
      ['Betriebliche Altersvorsorge per Entgeltumwandlung', 900],
      ['Essenszuschuss statt Gehaltserhöhung', 690],
      ['Jobticket oder Deutschlandticket vom Arbeitgeber', 378],
      ['Sachbezüge bis 50 € im Monat', 300],
      ['Dienstrad-Leasing', 455],
      ['Dienstwagen: 1-%-Regel und E-Auto', 2_250],
    ]);
  });

  it('has 8 strategies, 4 negotiation rules, 4 career levels and a 90-day plan', () => {
    expect(salaryStrategies).toHaveLength(8);
    expect(new Set(salaryStrategies.map((strategy) => strategy.name)).size).toBe(8);
    expect(salaryStrategies.every((strategy) => ['Leicht', 'Mittel'].includes(strategy.schwierigkeit))).toBe(true);
    expect(salaryStrategies.every((strategy) => Number.isFinite(strategy.jahrlichErsparnis) && strategy.jahrlichErsparnis > 0)).toBe(true);
    expect(negotiationRules).toHaveLength(4);
    expect(careerLevels).toHaveLength(4);
    expect(ninetyDayPlan).toHaveLength(3);
  });

  it('computes the 2026 tax figures from the dated facts', () => {
    expect(homeOfficeMaxPerYear).toBe(1_260);
    expect(flatTaxOn(1_000)).toBe(263.75);
    expect(flatTaxOn(2_000)).toBe(527.5);
    expect(pensionTaxFree).toEqual({ yearly: 8_112, monthly: 676, socialSecurityFreeYearly: 4_056, socialSecurityFreeMonthly: 338 });
  });

  it('mentions every section-9 tax figure', () => {
    const text = JSON.stringify(salaryStrategies).replace(/\u00a0/g, ' ');
    for (const figure of ['1.000 €', '2.000 €', '6 €', '210', '1.260 €', '7,67 €', '676 €', '8.112 €', '50 €', '0,25 %', '1-%-Regel', '25 %']) {
      expect(text, figure).toContain(figure);
    }
  });
});

describe('sparkonto', () => {
  it('tops out at 3,25 % and names the deposit protection', () => {
    expect(Math.max(...termDeposits.map((row) => row.zins))).toBe(savingsFigures.maxRate);
    expect(savingsFigures.maxRate).toBe(3.25);
    expect(savingsFigures.depositProtection).toBe(100_000);
  });

  it('has reviews rated 1 to 5 and advice for several saver types', () => {
    expect(savingsReviews.every((review) => Number.isInteger(review.bewertung) && review.bewertung >= 1 && review.bewertung <= 5)).toBe(true);
    expect(saverTypes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('finanz-tipps', () => {
  it('has as many tips as the title promises, in every category', () => {
    expect(finanzTippsIntro.title).toContain(`${savingTips.length} Wege`);
    for (const category of tipCategories) expect(savingTips.some((tip) => tip.category === category), category).toBe(true);
    expect(new Set(savingTips.map((tip) => tip.title)).size).toBe(savingTips.length);
  });

  it('has a 30-day plan in four weeks', () => {
    expect(thirtyDayPlan).toHaveLength(4);
  });
});

describe('karriere', () => {
  it('has education paths with rising salaries, four strategies with tips and an industry table', () => {
    for (const group of careerPathGroups) {
      for (const path of group.wege) expect(path.einstieg < path.senior && path.senior < path.top, path.name).toBe(true);
    }
    expect(careerStrategies).toHaveLength(4);
    expect(careerStrategies.every((strategy) => strategy.tipps.length > 0)).toBe(true);
    expect(industrySalaries.every((row) => row.durchschnitt < row.top)).toBe(true);
    expect(threeYearPlan).toHaveLength(3);
  });
});
