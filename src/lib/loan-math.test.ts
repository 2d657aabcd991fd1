import { describe, expect, it } from 'vitest';
import {
  borrowingRateFromEffective,
  loanToValue,
  maxLoanForBudget,
  monthlyRateFromEffective,
  mortgageInstalment,
  mortgageLoanAmount,
  mortgageRemainingDebt,
  representativeExample,
  roundHalfUp,
} from '@/lib/loan-math';

/**
 * Reference amortisation, written independently of the module: Math.pow for the monthly rate,
 * the textbook annuity formula, and the balance walked month by month (no closed form, no expm1).
 */
function referenceLoan(principal: number, effectivePercent: number, months: number) {
  const i = Math.pow(1 + effectivePercent / 100, 1 / 12) - 1;
  const exactInstalment = i === 0 ? principal / months : (principal * i) / (1 - Math.pow(1 + i, -months));
  const instalmentCents = Math.round(exactInstalment * 100);
  let balanceCents = principal * 100;
  for (let month = 1; month < months; month++) balanceCents = balanceCents + balanceCents * i - instalmentCents;
  const lastCents = Math.round(balanceCents * (1 + i));
  const totalCents = instalmentCents * (months - 1) + lastCents;
  return { monthlyInstalment: instalmentCents / 100, lastInstalment: lastCents / 100, totalAmount: totalCents / 100 };
}

function referenceInstalmentCents(principal: number, monthlyRate: number, months: number): number {
  const exact = monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  return Math.round(exact * 100);
}

describe('roundHalfUp', () => {
  it.each([
    [1.005, 2, 1.01],
    [10.005, 2, 10.01], // stored as 10.00499999… in binary
    [1234567.005, 2, 1234567.01],
    [136.3148, 2, 136.31],
    [0.004999, 2, 0],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.001, 2, 0],
    [90.55, 1, 90.6],
    [0, 2, 0],
  ])('rounds %d to %d places as %d', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });
});

describe('representativeExample', () => {
  it.each([
    // amount, effective %, months, instalment, last instalment, Gesamtbetrag, interest
    [10_000, 5.95, 60, 192.37, 192.37, 11_542.2, 1_542.2], // Nordbank Direkt in seed.sql: 192,37 € and 11.542,20 €
    [10_000, 3.99, 84, 136.31, 136.77, 11_450.5, 1_450.5], // by hand: 83 × 136,31 € + 136,77 € = 11.450,50 €
    [1_000, 5.95, 12, 85.97, 85.99, 1_031.66, 31.66],
    [100_000, 5.95, 120, 1_099.87, 1_100.03, 131_984.56, 31_984.56],
    [5_000, 7.75, 36, 155.5, 155.61, 5_598.11, 598.11],
    // 0 %: 1.000 / 12 = 83,333… → 83,33; last = 1.000 − 11 × 83,33 = 83,37 (exact by hand)
    [1_000, 0, 12, 83.33, 83.37, 1_000, 0],
    // 1 month: 10.000 × 1,0399^(1/12) = 10.032,657… (by hand: ln 1,0399 / 12 = 0,0032604, e^that = 1,0032657)
    [10_000, 3.99, 1, 10_032.66, 10_032.66, 10_032.66, 32.66],
    [10_000, 0.001, 60, 166.67, 166.72, 10_000.25, 0.25],
    [1_000, 0.01, 6, 166.67, 166.68, 1_000.03, 0.03],
    [1_000, 1e-9, 12, 83.33, 83.37, 1_000, 0],
  ])('%d € at %d % over %d months: %d €, last %d €, total %d €', (amount, rate, months, instalment, last, total, interest) => {
    const result = representativeExample({ netLoanAmount: amount, effectiveRate: rate, termMonths: months });
    expect(result).toMatchObject({ monthlyInstalment: instalment, lastInstalment: last, totalAmount: total, totalInterest: interest });
    expect(referenceLoan(amount, rate, months)).toEqual({ monthlyInstalment: instalment, lastInstalment: last, totalAmount: total });
  });

  it('rounds an exact half cent up where naive floating point rounds it down', () => {
    // By hand: 33.333 / 120 = 277,775 exactly → 277,78 €; last = 33.333 − 119 × 277,78 = 277,18 €.
    // Math.round(33333 / 120 * 100) gives 27777, because the product is 27777,499999999996 in binary.
    expect(Math.round((33_333 / 120) * 100)).toBe(27_777);
    expect(representativeExample({ netLoanAmount: 33_333, effectiveRate: 0, termMonths: 120 })).toMatchObject({
      monthlyInstalment: 277.78,
      lastInstalment: 277.18,
      totalAmount: 33_333,
    });
  });

  it('agrees with the month-by-month reference across a grid of amounts, rates and terms', () => {
    for (const amount of [1_000, 2_500, 7_777, 10_000, 33_334, 100_000]) {
      for (const rate of [0, 0.5, 2.49, 3.99, 5.95, 8.18, 14.99, 21.82]) {
        for (const months of [1, 2, 6, 12, 37, 60, 84, 120]) {
          const { monthlyInstalment, lastInstalment, totalAmount } = representativeExample({ netLoanAmount: amount, effectiveRate: rate, termMonths: months });
          expect({ monthlyInstalment, lastInstalment, totalAmount }).toEqual(referenceLoan(amount, rate, months));
        }
      }
    }
  });

  it('has instalments whose present value at the monthly rate is the loan amount within half a cent', () => {
    for (const [amount, rate, months] of [[10_000, 3.99, 84], [100_000, 21.82, 120], [1_000, 0.001, 6]] as const) {
      const result = representativeExample({ netLoanAmount: amount, effectiveRate: rate, termMonths: months });
      const discount = 1 / (1 + result.monthlyRate);
      let presentValue = 0;
      for (let month = 1; month < months; month++) presentValue += result.monthlyInstalment * discount ** month;
      presentValue += result.lastInstalment * discount ** months;
      expect(Math.abs(presentValue - amount)).toBeLessThanOrEqual(0.005);
    }
  });

  it('returns the monthly rate unrounded', () => {
    expect(representativeExample({ netLoanAmount: 10_000, effectiveRate: 3.99, termMonths: 84 }).monthlyRate).toBeCloseTo(Math.pow(1.0399, 1 / 12) - 1, 15);
    expect(monthlyRateFromEffective(0)).toBe(0);
  });

  it('repays nothing for a zero amount', () => {
    expect(representativeExample({ netLoanAmount: 0, effectiveRate: 5, termMonths: 12 })).toMatchObject({ monthlyInstalment: 0, lastInstalment: 0, totalAmount: 0, totalInterest: 0 });
  });

  it.each([
    [{ netLoanAmount: 1000, effectiveRate: 5, termMonths: 0 }],
    [{ netLoanAmount: 1000, effectiveRate: 5, termMonths: 12.5 }],
    [{ netLoanAmount: -1, effectiveRate: 5, termMonths: 12 }],
    [{ netLoanAmount: Number.NaN, effectiveRate: 5, termMonths: 12 }],
    [{ netLoanAmount: 1000, effectiveRate: -1, termMonths: 12 }],
    [{ netLoanAmount: 1000, effectiveRate: Number.POSITIVE_INFINITY, termMonths: 12 }],
    // 1 € over 120 months at 0 %: 1 cent a month would repay it after 100 months
    [{ netLoanAmount: 1, effectiveRate: 0, termMonths: 120 }],
  ])('rejects %j', (input) => {
    expect(() => representativeExample(input)).toThrow(RangeError);
  });
});

describe('representative examples in supabase/seed.sql (copied on 2026-11-24)', () => {
  // lender, amount, effective %, Sollzins %, months, seed instalment, seed total, correct last instalment, correct total
  // The last two columns come from the month-by-month reference above, not from the module.
  it.each([
    ['Nordbank Direkt', 10_000, 5.95, 5.79, 60, 192.37, 11_542.2, 192.37, 11_542.2],
    ['Kreditwerk24', 10_000, 6.69, 6.49, 60, 195.63, 11_737.8, 195.61, 11_737.78],
    ['Alpenland Bank', 10_000, 6.47, 6.29, 72, 167.08, 12_029.76, 167.16, 12_029.84],
    ['Rheinkredit Direkt', 10_000, 7.22, 6.99, 48, 239.42, 11_492.16, 239.6, 11_492.34],
    ['Elbe Finanz', 10_000, 7.43, 7.19, 84, 151.85, 12_755.4, 151.78, 12_755.33],
    ['Mainufer Kreditbank', 5_000, 7.75, 7.49, 36, 155.5, 5_598, 155.61, 5_598.11],
    ['Spreegold Bank', 10_000, 8.18, 7.89, 60, 202.23, 12_133.8, 202.27, 12_133.84],
    ['Weser Onlinebank', 20_000, 7.01, 6.79, 96, 270.63, 25_980.48, 270.92, 25_980.77],
    ['Polarstern Card', 1_500, 16.06, 14.99, 12, 135.38, 1_624.56, 135.35, 1_624.53],
    ['Cashback Plus Karte', 1_500, 17.8, 16.49, 12, 136.45, 1_637.4, 136.41, 1_637.36],
    ['Goldkranich Premium', 1_500, 19.44, 17.9, 12, 137.45, 1_649.4, 137.4, 1_649.35],
    ['Reisefuchs Kreditkarte', 1_500, 20.14, 18.49, 12, 137.87, 1_654.44, 137.87, 1_654.44],
    ['Komet Flex Card', 1_000, 21.82, 19.9, 12, 92.59, 1_111.08, 92.55, 1_111.04],
    ['Firmenkredit Express', 50_000, 6.37, 6.19, 36, 1_525.43, 54_915.48, 1_525.57, 54_915.62],
    ['Mittelstand Kapital', 100_000, 6.69, 6.49, 60, 1_956.3, 117_378, 1_956.14, 117_377.84],
    ['Gründerbank Direkt', 20_000, 8.61, 8.29, 24, 907.17, 21_772.08, 907.26, 21_772.17],
    ['Handwerk Finanz', 50_000, 7.54, 7.29, 48, 1_204.08, 57_795.84, 1_204.19, 57_795.95],
    ['Heimbau Hypothekenbank', 200_000, 3.51, 3.45, 360, 893.05, 321_498, 891.26, 321_496.21],
    ['Eigenheim Direkt', 200_000, 3.34, 3.29, 360, 874.8, 314_928, 876.18, 314_929.38],
    ['Ziegelstein Baugeld', 150_000, 3.75, 3.69, 300, 766.07, 229_821, 764.52, 229_819.45],
    ['Zinsfinder', 10_000, 6.16, 5.99, 60, 193.29, 11_597.4, 193.55, 11_597.66],
    ['Kreditlotse', 10_000, 7.22, 6.99, 60, 197.97, 11_878.2, 198.12, 11_878.35],
    ['Finanzkompass24', 10_000, 7.75, 7.49, 60, 200.32, 12_019.2, 200.37, 12_019.25],
    ['Altbank Kredit', 10_000, 6.69, 6.49, 60, 195.63, 11_737.8, 195.61, 11_737.78],
    ['Sternenkarte', 1_500, 19.44, 17.9, 12, 137.45, 1_649.4, 137.4, 1_649.35],
  ] as const)('%s', (_lender, amount, effective, nominal, months, seedInstalment, seedTotal, last, total) => {
    const result = representativeExample({ netLoanAmount: amount, effectiveRate: effective, termMonths: months });
    expect(referenceLoan(amount, effective, months)).toEqual({ monthlyInstalment: seedInstalment, lastInstalment: last, totalAmount: total });
    expect(result).toMatchObject({ monthlyInstalment: seedInstalment, lastInstalment: last, totalAmount: total });
    expect(borrowingRateFromEffective(effective)).toBe(nominal);
    // The seed states months × instalment, which ignores the last instalment's rounding adjustment.
    expect(Math.round(seedInstalment * months * 100) / 100).toBe(seedTotal);
  });
});

describe('why interest is carried exactly instead of rounded each month', () => {
  it('rounding interest to cents every month, as a bank statement books it, ends 5 cents higher for 10.000 € over 84 months at 3,99 %', () => {
    const i = Math.pow(1.0399, 1 / 12) - 1;
    let balanceCents = 1_000_000;
    for (let month = 1; month < 84; month++) balanceCents = balanceCents + Math.round(balanceCents * i) - 13_631;
    const lastCents = balanceCents + Math.round(balanceCents * i);
    expect(lastCents).toBe(13_682); // 83 × 136,31 € + 136,82 € = 11.450,55 € instead of 11.450,50 €
  });
});

describe('borrowingRateFromEffective (Sollzins = 12 · i)', () => {
  it.each([
    [5.95, 5.79],
    [3.99, 3.92],
    [6.69, 6.49],
    [7.43, 7.19],
    [16.06, 14.99],
    [21.82, 19.9],
    [3.51, 3.45],
    [0, 0],
  ])('%d % effective is %d % Sollzins', (effective, nominal) => {
    expect(borrowingRateFromEffective(effective)).toBe(nominal);
    // Independent check: compounding the rounded Sollzins monthly comes back within 0,005 % of the effective rate.
    expect(Math.abs((Math.pow(1 + nominal / 1200, 12) - 1) * 100 - effective)).toBeLessThan(0.0055);
  });

  it.each([
    // amount, effective %, months, instalment at i, instalment at the rounded Sollzins / 12
    [10_000, 3.99, 84, 13_631, 13_632], // the rounded Sollzins 3,92 % gives 136,32 €
    [10_000, 5.95, 60, 19_237, 19_235], // 5,79 % gives 192,35 €: two cents, not one
    [1_000, 5.95, 12, 8_597, 8_597],
    [100_000, 6.69, 60, 195_630, 195_615],
  ])('%d € at %d % over %d months: %d cents exactly, %d cents with the rounded Sollzins', (amount, effective, months, exact, rounded) => {
    const i = Math.pow(1 + effective / 100, 1 / 12) - 1;
    expect(referenceInstalmentCents(amount, i, months)).toBe(exact);
    expect(referenceInstalmentCents(amount, borrowingRateFromEffective(effective) / 1200, months)).toBe(rounded);
    expect(representativeExample({ netLoanAmount: amount, effectiveRate: effective, termMonths: months }).monthlyInstalment).toBe(exact / 100);
  });

  it('changes the instalment by at most amount × 0,005 % / 12 plus one cent (a cent only up to 2.400 €)', () => {
    // The annuity A(i) = P·i + P/s(i) with s increasing in i, so dA/di ≤ P; rounding the Sollzins moves i by ≤ 0,005 %/12.
    for (const amount of [1_000, 2_400, 10_000, 50_000, 100_000]) {
      for (let effective = 0; effective <= 20; effective += 0.13) {
        for (const months of [6, 24, 60, 84, 120]) {
          const i = Math.pow(1 + effective / 100, 1 / 12) - 1;
          const difference = Math.abs(referenceInstalmentCents(amount, i, months) - referenceInstalmentCents(amount, borrowingRateFromEffective(effective) / 1200, months));
          expect(difference).toBeLessThanOrEqual(Math.ceil((amount * 100 * 0.00005) / 12) + 1);
        }
      }
    }
  });
});

describe('maxLoanForBudget (Wunschrate)', () => {
  function referenceMaxLoan(budget: number, effective: number, months: number): number {
    const i = Math.pow(1 + effective / 100, 1 / 12) - 1;
    let amount = 0;
    while (referenceInstalmentCents(amount + 100, i, months) <= Math.round(budget * 100)) amount += 100;
    return amount;
  }

  it.each([
    [200, 5.95, 60, 10_300], // 10.400 € would cost 200,06 €
    [192.37, 5.95, 60, 10_000], // exactly the instalment of 10.000 €: inclusive
    [192.36, 5.95, 60, 9_900],
    [100, 0, 12, 1_200], // 1.200 / 12 = 100,00 exactly
    [99.99, 0, 12, 1_100],
    [0, 5, 12, 0],
    [50, 5.95, 60, 2_500],
    [500, 3.99, 84, 36_600],
    [1_500, 12, 120, 107_100],
  ])('%d € a month at %d % over %d months buys %d €', (budget, effective, months, expected) => {
    expect(maxLoanForBudget({ monthlyBudget: budget, effectiveRate: effective, termMonths: months })).toBe(expected);
    expect(referenceMaxLoan(budget, effective, months)).toBe(expected);
  });

  it('is a multiple of 100 € whose instalment fits, while 100 € more would not', () => {
    for (const budget of [37.5, 123.45, 289.12, 999.99, 2_345]) {
      for (const effective of [0.01, 4.2, 9.99]) {
        for (const months of [6, 48, 120]) {
          const amount = maxLoanForBudget({ monthlyBudget: budget, effectiveRate: effective, termMonths: months });
          expect(amount % 100).toBe(0);
          expect(amount).toBe(referenceMaxLoan(budget, effective, months));
        }
      }
    }
  });
});

describe('mortgage arithmetic', () => {
  it.each([
    // loan, Sollzins %, Tilgung %, instalment; by hand: loan × (Soll + Tilgung) / 1200
    [362_280, 3.5, 2, 1_660.45], // 362.280 × 5,5 % = 19.925,40 / 12
    [300_000, 3.8, 2, 1_450], // 17.400 / 12
    [100_002, 3, 0, 250.01], // 250,005 exactly: half up
    [100_001, 3, 0, 250], // 250,0025
    [250_000, 0, 2, 416.67], // 5.000 / 12 = 416,666…
    [0, 3.5, 2, 0],
  ])('%d € at %d % + %d % Tilgung costs %d € a month', (loanAmount, borrowingRate, initialRepaymentRate, expected) => {
    expect(mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate })).toBe(expected);
  });

  function referenceRemainingDebt(loan: number, borrowingRate: number, instalment: number, months: number): number {
    let balanceCents = loan * 100;
    for (let month = 0; month < months; month++) {
      balanceCents = balanceCents + (balanceCents * borrowingRate) / 1200 - instalment * 100;
      if (balanceCents <= 0) return 0;
    }
    return Math.round(balanceCents) / 100;
  }

  it.each([
    [300_000, 3.8, 1_450, 120, 227_146.28],
    [362_280, 3.5, 1_660.45, 120, 275_675.45],
    [362_280, 3.5, 1_660.45, 180, 219_610.49],
    [200_000, 4.1, 1_000, 0, 200_000],
    [12_000, 0, 100, 60, 6_000], // by hand: 12.000 − 60 × 100
    [12_000, 0, 100, 120, 0],
    [100_000, 3, 5_000, 25, 0], // repaid within 25 months
  ])('%d € at %d % paying %d € for %d months leaves %d €', (loanAmount, borrowingRate, monthlyInstalment, months, expected) => {
    expect(mortgageRemainingDebt({ loanAmount, borrowingRate, monthlyInstalment, months })).toBe(expected);
    expect(referenceRemainingDebt(loanAmount, borrowingRate, monthlyInstalment, months)).toBe(expected);
  });

  it('closed form and the month-by-month balance agree to the cent', () => {
    for (const loanAmount of [100_000, 247_500, 362_280, 500_000]) {
      for (const borrowingRate of [0.9, 2.5, 3.45, 4.1]) {
        for (const initialRepaymentRate of [1, 2, 3]) {
          const monthlyInstalment = mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate });
          for (const months of [1, 12, 60, 120, 180, 240, 360]) {
            expect(mortgageRemainingDebt({ loanAmount, borrowingRate, monthlyInstalment, months })).toBe(
              referenceRemainingDebt(loanAmount, borrowingRate, monthlyInstalment, months),
            );
          }
        }
      }
    }
  });

  it.each([
    [362_280, 400_000, 90.6], // 90,57
    [362_200, 400_000, 90.6], // 90,55 exactly: half up
    [362_160, 400_000, 90.5], // 90,54
    [400_000, 400_000, 100],
    [0, 400_000, 0],
    [460_000, 400_000, 115],
  ])('Beleihungsauslauf of %d € on %d € is %d %', (loanAmount, purchasePrice, expected) => {
    expect(loanToValue(loanAmount, purchasePrice)).toBe(expected);
  });

  it('rejects a purchase price of zero', () => {
    expect(() => loanToValue(100_000, 0)).toThrow(RangeError);
  });

  it.each([
    [400_000, 10.57, 80_000, 362_280], // 400.000 + 42.280 − 80.000
    [333_333, 3.5, 0, 344_999.66], // 11.666,655 € Nebenkosten → 11.666,66 €
    [300_000, 0, 300_000, 0],
    [300_000, 12, 400_000, 0], // equity exceeds the need
    [250_000.5, 10, 25_000.05, 250_000.5], // 250.000,50 + 25.000,05 − 25.000,05
  ])('%d € plus %d % Nebenkosten minus %d € Eigenkapital need %d €', (purchasePrice, closingCostsPercent, equity, expected) => {
    expect(mortgageLoanAmount({ purchasePrice, closingCostsPercent, equity })).toBe(expected);
  });
});
