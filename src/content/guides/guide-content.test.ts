import { describe, expect, it } from 'vitest';
import * as autoKosten from '@/content/guides/auto-kosten';
import * as bankenVergleich from '@/content/guides/banken-vergleich';
import * as besterKredit from '@/content/guides/bester-kredit';
import * as deutscheEinkommen from '@/content/guides/deutsche-einkommen';
import * as finanzTipps from '@/content/guides/finanz-tipps';
import * as gehaltsoptimierung from '@/content/guides/gehaltsoptimierung';
import * as immobilienmarkt from '@/content/guides/immobilienmarkt';
import * as karriere from '@/content/guides/karriere';
import * as monatlichesSparen from '@/content/guides/monatliches-sparen';
import * as sparkonto from '@/content/guides/sparkonto';
import * as sparkontoBackground from '@/content/guides/sparkonto-background';
import { flatTaxOn, homeOfficeMaxPerYear, pensionTaxFree } from '@/content/guides/tax-figures';
import * as zinsen from '@/content/guides/zinsen';
import { routes } from '@/routes/manifest';

const guides = {
  autoKosten,
  bankenVergleich,
  besterKredit,
  deutscheEinkommen,
  finanzTipps,
  gehaltsoptimierung,
  immobilienmarkt,
  karriere,
  monatlichesSparen,
  sparkonto,
  sparkontoBackground,
  zinsen,
};
const routePaths = new Set<string>(routes.map((route) => route.path));

/** Fails on the first blank string anywhere in the value, naming where it sits. */
function expectNoEmptyStrings(value: unknown, path: string) {
  if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
  else if (Array.isArray(value)) value.forEach((item, index) => expectNoEmptyStrings(item, `${path}[${index}]`));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectNoEmptyStrings(item, `${path}.${key}`);
  }
}

const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href.split('#')[0]);

describe.each(Object.entries(guides))('content of %s', (name, content) => {
  it('has no empty text', () => {
    expectNoEmptyStrings(content, name);
  });

  it('links only to routes of the manifest and cites sources over https only', () => {
    for (const [key, value] of Object.entries(content)) {
      if (key.endsWith('Links')) for (const href of hrefs(value as { href: string }[])) expect(routePaths, `${key}: ${href}`).toContain(href);
      if (key.endsWith('Sources')) for (const source of value as { href: string }[]) expect(source.href, key).toMatch(/^https:\/\/[^/]+/);
    }
  });
});

describe('links between the guides', () => {
  it('links each guide to the pages its readers go on to', () => {
    expect(hrefs(gehaltsoptimierung.gehaltLinks)).toEqual(expect.arrayContaining(['/ratgeber/deutsche-einkommen', '/ratenkredit']));
    expect(hrefs(sparkonto.sparkontoLinks)).toEqual(expect.arrayContaining(['/ratgeber/sparkonto', '/ratgeber/finanz-tipps']));
    expect(hrefs(finanzTipps.finanzTippsLinks)).toEqual(expect.arrayContaining(['/ratenkredit', '/ratgeber/sparkonto']));
    expect(hrefs(karriere.karriereLinks)).toEqual(expect.arrayContaining(['/ratgeber/gehaltsoptimierung', '/ratgeber/deutsche-einkommen']));
  });
});

describe('bester-kredit', () => {
  it('has as many steps as the title promises', () => {
    expect(besterKredit.besterKreditIntro.title).toContain(`in ${besterKredit.creditSteps.length} Schritten`);
  });

  it('shows that a longer term costs more interest', () => {
    const interests = besterKredit.termComparison.map((row) => row.totalInterest);
    expect([...interests].sort((a, b) => a - b)).toEqual(interests);
  });

  it('has one effective rate for every term, the one its caption names', () => {
    expect(new Set(besterKredit.termComparison.map((row) => row.effectiveRate))).toEqual(new Set([5.99]));
  });
});

describe('gehaltsoptimierung', () => {
  it('states the one basis every yearly advantage is computed on', () => {
    expect(gehaltsoptimierung.gehaltIntro.paragraphs.join(' ')).toContain(gehaltsoptimierung.savingBasis);
  });

  it('has as many distinct strategies as the title promises, each with a positive yearly advantage', () => {
    const strategies = gehaltsoptimierung.salaryStrategies;
    expect(gehaltsoptimierung.gehaltIntro.title).toContain(`${strategies.length} legale Strategien`);
    expect(new Set(strategies.map((strategy) => strategy.name)).size).toBe(strategies.length);
    expect(strategies.every((strategy) => ['Leicht', 'Mittel'].includes(strategy.schwierigkeit))).toBe(true);
    expect(strategies.every((strategy) => Number.isFinite(strategy.jahrlichErsparnis) && strategy.jahrlichErsparnis > 0)).toBe(true);
  });

  it('computes the 2026 tax figures from the dated facts', () => {
    expect(homeOfficeMaxPerYear).toBe(1_260);
    expect(flatTaxOn(1_000)).toBe(263.75);
    expect(flatTaxOn(2_000)).toBe(527.5);
    expect(pensionTaxFree).toEqual({ yearly: 8_112, monthly: 676, socialSecurityFreeYearly: 4_056, socialSecurityFreeMonthly: 338 });
  });

  it('mentions every tax figure its yearly advantages rest on', () => {
    const text = JSON.stringify(gehaltsoptimierung.salaryStrategies).replace(/\u00a0/g, ' ');
    for (const figure of ['1.000 €', '2.000 €', '6 €', '210', '1.260 €', '7,67 €', '676 €', '8.112 €', '50 €', '0,25 %', '1-%-Regel', '25 %']) {
      expect(text, figure).toContain(figure);
    }
  });
});

describe('sparkonto', () => {
  it('names the deposit protection', () => {
    expect(sparkonto.savingsFigures.depositProtection).toBe(100_000);
    expect(sparkonto.savingsComparisonTexts.guaranteeLimit).toBe(100_000);
  });

  it('has reviews rated 1 to 5 and advice for several saver types', () => {
    expect(sparkontoBackground.savingsReviews.every((review) => Number.isInteger(review.bewertung) && review.bewertung >= 1 && review.bewertung <= 5)).toBe(true);
    expect(sparkontoBackground.saverTypes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('finanz-tipps', () => {
  it('has as many tips as the title promises, in every category', () => {
    expect(finanzTipps.finanzTippsIntro.title).toContain(`${finanzTipps.savingTips.length} Wege`);
    for (const category of finanzTipps.tipCategories) expect(finanzTipps.savingTips.some((tip) => tip.category === category), category).toBe(true);
    expect(new Set(finanzTipps.savingTips.map((tip) => tip.title)).size).toBe(finanzTipps.savingTips.length);
  });

  it('has a 30-day plan in four weeks', () => {
    expect(finanzTipps.thirtyDayPlan).toHaveLength(4);
  });
});

describe('karriere', () => {
  it('has education paths with rising salaries, four strategies with tips and an industry table', () => {
    for (const group of karriere.careerPathGroups) {
      for (const path of group.wege) expect(path.einstieg < path.senior && path.senior < path.top, path.name).toBe(true);
    }
    expect(karriere.careerStrategies).toHaveLength(4);
    expect(karriere.careerStrategies.every((strategy) => strategy.tipps.length > 0)).toBe(true);
    expect(karriere.industrySalaries.every((row) => row.durchschnitt < row.top)).toBe(true);
    expect(karriere.threeYearPlan).toHaveLength(3);
  });
});
