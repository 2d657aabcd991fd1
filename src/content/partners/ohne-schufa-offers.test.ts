import { describe, expect, it } from 'vitest';
import { ohneSchufaProviders, type StaticProvider } from '@/content/partners/ohne-schufa';
import { representativeExample } from '@/lib/loan-math';

/** How far the "ab" rate may lie below the example's effective rate, in percentage points, without evidence. */
const MAX_AB_RATE_GAP = 1;

/** What makes an offer "ohne SCHUFA" untruthful (§ 17 Abs. 1 S. 2, Abs. 2 S. 1 Nr. 1 PAngV; § 5 UWG). */
function problems({ effectiveRateMin, example, lender }: StaticProvider): string[] {
  const found: string[] = [];
  if (effectiveRateMin > example.effectiveRate) found.push('"ab" rate above the example');
  if (example.effectiveRate - effectiveRateMin > MAX_AB_RATE_GAP + 1e-9) found.push(`"ab" rate more than ${MAX_AB_RATE_GAP} point below the example`);
  if (!lender.name.trim() || !lender.address.trim()) found.push('lender without name or address');
  if (lender.isIntermediary) found.push('a broker, who may also place lenders that query the SCHUFA');
  return found;
}

/** A requirement shown with a tick as if it were an advantage (audit A8). */
const requirementAsAdvantage = ({ features }: StaticProvider) => features.filter((feature) => /nötig|erforderlich|Voraussetzung|Mindest|Festanstellung/i.test(feature));

/** The offer the audit of 27 Nov 2026 found: "ab 5,49 %" beside a 10,90 % example, a lender nobody can identify, a broker. */
const auditedOffer: StaticProvider = {
  ...ohneSchufaProviders[0]!,
  brandId: 'kreditbruecke',
  effectiveRateMin: 5.49,
  lender: { name: 'Kreditbrücke Partnerbank', address: '', isIntermediary: true },
  example: { netLoanAmount: 5_000, borrowingRate: 10.39, months: 36, ...representativeExample({ netLoanAmount: 5_000, borrowingRate: 10.39, termMonths: 36 }) },
};

describe('offers "ohne SCHUFA"', () => {
  it('has at least one offer', () => {
    expect(ohneSchufaProviders.length).toBeGreaterThan(0);
  });

  it.each(ohneSchufaProviders.map((provider) => [provider.name, provider] as const))('%s: "ab" rate at its example, a named lender with address, no broker', (_name, provider) => {
    expect(problems(provider)).toEqual([]);
  });

  it.each(ohneSchufaProviders.map((provider) => [provider.name, provider] as const))('%s: sample address marked, example from its Sollzins', (_name, provider) => {
    expect(provider.lender.address).toMatch(/\(Beispieladresse\)$/);
    const { netLoanAmount, borrowingRate, months } = provider.example;
    expect(provider.example).toMatchObject(representativeExample({ netLoanAmount, borrowingRate, termMonths: months }));
  });

  it('would have refused the audited offer on every count', () => {
    expect(auditedOffer.example.effectiveRate).toBe(10.9);
    expect(problems(auditedOffer)).toEqual([
      '"ab" rate more than 1 point below the example',
      'lender without name or address',
      'a broker, who may also place lenders that query the SCHUFA',
    ]);
  });
});

describe('advantages of the ohne-SCHUFA providers', () => {
  it('list no requirement as an advantage: requirements stand under "Voraussetzungen"', () => {
    expect(ohneSchufaProviders.flatMap(requirementAsAdvantage)).toEqual([]);
    expect(requirementAsAdvantage({ ...ohneSchufaProviders[0]!, features: ['Festanstellung und Mindesteinkommen nötig'] })).toHaveLength(1);
  });
});

describe('the ohne-SCHUFA providers and the credit databases (CCD2)', () => {
  it('tick no absence of a SCHUFA query as an advantage', () => {
    expect(ohneSchufaProviders.flatMap(({ features }) => features.filter((feature) => /SCHUFA/i.test(feature)))).toEqual([]);
  });
});
