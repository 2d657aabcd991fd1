import { describe, expect, it } from 'vitest';
import { effectiveRateOfSchedule, futureValueOfMonthlySavings, loanToValue, maxLoanForBudget, mortgageEffectiveRate, mortgageInstalment, mortgageLoanAmount, mortgageRemainingDebt, representativeExample } from '@/lib/loan-math';
import { roundCents, roundHalfUp } from '@/lib/round';

// References independent of the module: Math.pow instead of expm1/log1p, the balance walked month by month,
// and the effective rate by bisection on the annex's formula in years instead of Newton on a monthly rate.

/** Every payment in cents: the textbook annuity at Sollzins / 12, the last one taking the balance. */
function referenceSchedule(amount: number, sollzins: number, months: number): number[] {
  const i = sollzins / 100 / 12;
  const exact = i === 0 ? amount / months : (amount * i) / (1 - Math.pow(1 + i, -months));
  const instalment = Math.round(exact * 100);
  const payments: number[] = [];
  let balance = amount * 100;
  for (let month = 1; month < months; month++) {
    balance = balance + balance * i - instalment;
    payments.push(instalment);
  }
  payments.push(Math.round(balance * (1 + i)));
  return payments;
}

/** X in percent with drawdown = Σ payment_k · (1 + X)^(−k/12), by bisection (Anlage zu § 16 PAngV). */
function referenceEffectiveRate(drawdown: number, payments: readonly number[]): number {
  const excess = (x: number) => payments.reduce((sum, payment, index) => sum + payment * Math.pow(1 + x, -(index + 1) / 12), 0) - drawdown;
  let low = -0.5;
  let high = 5;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Two decimals; `+ 0` turns the bisection's −0 into 0. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100 + 0;

describe('roundHalfUp and roundCents', () => {
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
    if (decimals === 2) expect(roundCents(value)).toBe(expected);
  });
});

describe('representativeExample (instalments from the Sollzins)', () => {
  it.each([
    // amount, Sollzins %, months, instalment, last instalment, Gesamtbetrag, interest, effective %
    // By hand: 83 × 136,32 € + 136,33 € = 11.450,89 €; (1 + 0,0392/12)^12 − 1 = 3,9929 %.
    [10_000, 3.92, 84, 136.32, 136.33, 11_450.89, 1_450.89, 3.99],
    // Nordbank Direkt's example; 5,79 % compounds to 5,9462 %.
    [10_000, 5.79, 60, 192.35, 192.56, 11_541.21, 1_541.21, 5.95],
    // 0 %: 1.000 / 12 = 83,333… → 83,33; last = 1.000 − 11 × 83,33 = 83,37.
    [1_000, 0, 12, 83.33, 83.37, 1_000, 0, 0],
    // 1 month: 10.000 × (1 + 0,0392 / 12) = 10.032,666… → 10.032,67.
    [10_000, 3.92, 1, 10_032.67, 10_032.67, 10_032.67, 32.67, 3.99],
    [500, 0, 1, 500, 500, 500, 0, 0],
    // 120 months: the QA report's 1.099,69 € for 100.000 € at 5,79 %.
    [100_000, 5.79, 120, 1_099.69, 1_099.47, 131_962.58, 31_962.58, 5.95],
    // Heimbau's example: 892,52 € (the legal audit's figure), not 893,05 € from the rounded 3,51 %.
    [200_000, 3.45, 360, 892.52, 890.37, 321_305.05, 121_305.05, 3.51],
    [1_500, 14.99, 12, 135.38, 135.39, 1_624.57, 124.57, 16.06],
  ])('%d € at %d % Sollzins over %d months: %d €, last %d €, total %d €', (amount, rate, months, instalment, last, total, interest, effective) => {
    const result = representativeExample({ netLoanAmount: amount, borrowingRate: rate, termMonths: months });
    expect(result).toEqual({ monthlyInstalment: instalment, lastInstalment: last, totalAmount: total, totalInterest: interest, effectiveRate: effective });
    const payments = referenceSchedule(amount, rate, months);
    expect([payments[0]! / 100, payments.at(-1)! / 100, sum(payments) / 100]).toEqual([instalment, last, total]);
    expect(twoDecimals(referenceEffectiveRate(amount * 100, payments))).toBe(effective);
  });

  it('rounds an exact half cent up where naive floating point rounds it down', () => {
    // By hand: 33.333 / 120 = 277,775 exactly → 277,78 €; last = 33.333 − 119 × 277,78 = 277,18 €.
    expect(Math.round((33_333 / 120) * 100)).toBe(27_777); // 27777,499999999996 in binary
    expect(representativeExample({ netLoanAmount: 33_333, borrowingRate: 0, termMonths: 120 })).toMatchObject({
      monthlyInstalment: 277.78,
      lastInstalment: 277.18,
      totalAmount: 33_333,
    });
  });

  it('agrees with the month-by-month reference across amounts, Sollzins and terms', () => {
    for (const amount of [1_000, 2_500, 7_777, 10_000, 33_334, 100_000]) {
      for (const rate of [0, 0.5, 2.45, 3.92, 5.79, 7.89, 14.99, 19.9]) {
        for (const months of [1, 2, 6, 12, 37, 60, 84, 120]) {
          const result = representativeExample({ netLoanAmount: amount, borrowingRate: rate, termMonths: months });
          const payments = referenceSchedule(amount, rate, months);
          expect([result.monthlyInstalment, result.lastInstalment, result.totalAmount]).toEqual([payments[0]! / 100, payments.at(-1)! / 100, sum(payments) / 100]);
        }
      }
    }
  });

  it('has instalments whose present value at Sollzins / 12 is the loan amount within half a cent', () => {
    for (const [amount, rate, months] of [[10_000, 3.92, 84], [100_000, 19.9, 120], [1_000, 0.01, 6]] as const) {
      const result = representativeExample({ netLoanAmount: amount, borrowingRate: rate, termMonths: months });
      const discount = 1 / (1 + rate / 1200);
      let presentValue = result.lastInstalment * discount ** months;
      for (let month = 1; month < months; month++) presentValue += result.monthlyInstalment * discount ** month;
      expect(Math.abs(presentValue - amount)).toBeLessThanOrEqual(0.005);
    }
  });

  it('repays nothing for a zero amount', () => {
    expect(representativeExample({ netLoanAmount: 0, borrowingRate: 5, termMonths: 12 })).toEqual({
      monthlyInstalment: 0,
      lastInstalment: 0,
      totalAmount: 0,
      totalInterest: 0,
      effectiveRate: 0,
    });
  });

  it.each([
    [{ netLoanAmount: 1000, borrowingRate: 5, termMonths: 0 }],
    [{ netLoanAmount: 1000, borrowingRate: 5, termMonths: 12.5 }],
    [{ netLoanAmount: -1, borrowingRate: 5, termMonths: 12 }],
    [{ netLoanAmount: Number.NaN, borrowingRate: 5, termMonths: 12 }],
    [{ netLoanAmount: 1000, borrowingRate: -1, termMonths: 12 }],
    [{ netLoanAmount: 1000, borrowingRate: Number.POSITIVE_INFINITY, termMonths: 12 }],
    [{ netLoanAmount: 1000, borrowingRate: 5, termMonths: 12, fees: -1 }],
    [{ netLoanAmount: 1000, borrowingRate: 5, termMonths: 12, fees: 1000 }],
    // 1 € over 120 months at 0 %: 1 cent a month would repay it after 100 months
    [{ netLoanAmount: 1, borrowingRate: 0, termMonths: 120 }],
  ])('rejects %j', (input) => {
    expect(() => representativeExample(input)).toThrow(RangeError);
  });
});

describe('effective rate from the payment schedule (Anlage zu § 16 PAngV)', () => {
  it('is the Sollzins compounded monthly when there are no fees: (1 + i)^12 − 1', () => {
    for (const rate of [0.5, 2.45, 3.45, 3.92, 5.79, 6.49, 7.19, 8.29, 14.99, 19.9]) {
      const compounded = (Math.pow(1 + rate / 1200, 12) - 1) * 100;
      for (const [amount, months] of [[1_000, 12], [10_000, 60], [100_000, 120], [200_000, 360]] as const) {
        const payments = referenceSchedule(amount, rate, months);
        // Only the cent rounding of the schedule separates the two.
        expect(Math.abs(effectiveRateOfSchedule(amount * 100, payments) - compounded)).toBeLessThan(0.001);
        expect(representativeExample({ netLoanAmount: amount, borrowingRate: rate, termMonths: months }).effectiveRate).toBe(twoDecimals(compounded));
      }
    }
  });

  it('solves a one-payment schedule exactly: 1.010 € a month after 1.000 € is 1,01^12 − 1', () => {
    expect(effectiveRateOfSchedule(100_000, [101_000])).toBeCloseTo((Math.pow(1.01, 12) - 1) * 100, 10);
  });

  it.each([
    // amount, Sollzins %, months, fees, effective %, Gesamtbetrag
    [10_000, 5.79, 60, 100, 6.39, 11_641.21],
    [10_000, 3.92, 84, 250, 4.78, 11_700.89],
    [5_000, 0, 24, 50, 0.97, 5_050],
    [50_000, 6.19, 36, 500, 7.09, 55_414.56],
  ])('includes one-off fees: %d € at %d % over %d months with %d € fees is %d % effective', (amount, rate, months, fees, effective, total) => {
    const result = representativeExample({ netLoanAmount: amount, borrowingRate: rate, termMonths: months, fees });
    const payments = referenceSchedule(amount, rate, months);
    expect(result.effectiveRate).toBe(twoDecimals(referenceEffectiveRate((amount - fees) * 100, payments)));
    expect(result.effectiveRate).toBe(effective);
    expect(result.totalAmount).toBe(total);
    expect(result.totalAmount).toBe((sum(payments) + fees * 100) / 100);
  });

  it('computes a one-month loan with a fee in closed form: (1.010 / 990)^12 − 1', () => {
    const result = representativeExample({ netLoanAmount: 1_000, borrowingRate: 12, termMonths: 1, fees: 10 });
    expect(result.effectiveRate).toBe(Math.round((Math.pow(1_010 / 990, 12) - 1) * 10_000) / 100); // 27,1259… → 27,13
    expect(result).toMatchObject({ monthlyInstalment: 1_010, totalAmount: 1_020, totalInterest: 10 });
  });

  it('rejects payments that repay less than the drawdown', () => {
    expect(() => effectiveRateOfSchedule(100_000, [50_000])).toThrow(RangeError);
    expect(() => effectiveRateOfSchedule(0, [50_000])).toThrow(RangeError);
  });
});

describe('maxLoanForBudget (Wunschrate)', () => {
  /** The largest multiple of 100 € whose every payment fits, scanning all amounts whose regular instalment fits. */
  function referenceMaxLoan(budget: number, sollzins: number, months: number): number {
    let best = 0;
    for (let amount = 100; referenceSchedule(amount, sollzins, months)[0]! <= Math.round(budget * 100); amount += 100) {
      const payments = referenceSchedule(amount, sollzins, months);
      if (payments.every((payment) => payment >= 0 && payment <= Math.round(budget * 100))) best = amount;
    }
    return best;
  }

  const fitsBudget = (amount: number, budget: number, sollzins: number, months: number) =>
    referenceSchedule(amount, sollzins, months).every((payment) => payment <= Math.round(budget * 100));

  it.each([
    // budget, Sollzins %, months, amount; the QA report's cases first
    [777, 5.79, 60, 40_300],
    [1_000, 5.79, 120, 90_900],
    [2_500, 6.99, 120, 215_400],
    [200, 5.79, 60, 10_300], // 10.400 € would cost 200,06 € a month
    [200, 6.99, 60, 10_000],
    [25, 5.79, 120, 2_200],
    [25, 19.9, 120, 1_200],
    [100, 0, 12, 1_200], // 1.200 / 12 = 100,00 exactly
    [99.99, 0, 12, 1_100],
    [0, 5, 12, 0],
  ])('%d € a month at %d % Sollzins over %d months buys %d €', (budget, rate, months, expected) => {
    expect(maxLoanForBudget({ monthlyBudget: budget, borrowingRate: rate, termMonths: months })).toBe(expected);
    expect(referenceMaxLoan(budget, rate, months)).toBe(expected);
  });

  it('keeps every instalment, the last included, within the budget, while 100 € more breaks it', () => {
    for (const [budget, months] of [[777, 60], [1_000, 120], [2_500, 120], [200, 60], [25, 120], [123.45, 48], [289.12, 6]] as const) {
      for (const rate of [0, 0.01, 3.45, 5.79, 6.49, 7.19, 9.99, 14.99, 19.9]) {
        const amount = maxLoanForBudget({ monthlyBudget: budget, borrowingRate: rate, termMonths: months });
        expect(amount % 100).toBe(0);
        if (amount > 0) expect(fitsBudget(amount, budget, rate, months)).toBe(true);
        expect(fitsBudget(amount + 100, budget, rate, months)).toBe(false);
        expect(amount).toBe(referenceMaxLoan(budget, rate, months));
      }
    }
  });

  it('rejects a negative budget and a term under a month', () => {
    expect(() => maxLoanForBudget({ monthlyBudget: -1, borrowingRate: 5, termMonths: 12 })).toThrow(RangeError);
    expect(() => maxLoanForBudget({ monthlyBudget: 100, borrowingRate: 5, termMonths: 0 })).toThrow(RangeError);
  });
});

describe('mortgage arithmetic', () => {
  function referenceRemainingDebt(loan: number, borrowingRate: number, instalment: number, months: number): number {
    let balanceCents = loan * 100;
    for (let month = 0; month < months; month++) {
      balanceCents = balanceCents + (balanceCents * borrowingRate) / 1200 - instalment * 100;
      if (balanceCents <= 0) return 0;
    }
    return Math.round(balanceCents) / 100;
  }

  it('plans 360.000 € with 10 years Zinsbindung: 400.000 € + 10 % Nebenkosten − 80.000 €, 3,45 % + 2 % Tilgung', () => {
    const loanAmount = mortgageLoanAmount({ purchasePrice: 400_000, closingCostsPercent: 10, equity: 80_000 });
    expect(loanAmount).toBe(360_000);
    const monthlyInstalment = mortgageInstalment({ loanAmount, borrowingRate: 3.45, initialRepaymentRate: 2 });
    expect(monthlyInstalment).toBe(1_635); // 360.000 × 5,45 % / 12
    const remainingDebt = mortgageRemainingDebt({ loanAmount, borrowingRate: 3.45, monthlyInstalment, months: 120 });
    expect(remainingDebt).toBe(274_165.32);
    expect(referenceRemainingDebt(360_000, 3.45, 1_635, 120)).toBe(274_165.32);
  });

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

  /** The payments over the Zinsbindung walked month by month, the Restschuld added to the last. */
  function referenceFixedPeriodPayments(loan: number, borrowingRate: number, instalment: number, months: number): number[] {
    const i = borrowingRate / 1200;
    const payments: number[] = [];
    let balanceCents = loan * 100;
    for (let month = 1; month <= months; month++) {
      const due = balanceCents * (1 + i);
      if (due <= instalment * 100) return [...payments, Math.round(due)];
      balanceCents = due - instalment * 100;
      payments.push(instalment * 100 + (month === months ? Math.round(balanceCents) : 0));
    }
    return payments;
  }

  it.each([
    // loan, Sollzins, instalment, months of Zinsbindung, fees; without fees (1 + Sollzins / 12)^12 − 1, cents aside
    [360_000, 3.45, 1_635, 120, 0, 3.51],
    [200_000, 3.29, 881.67, 120, 0, 3.34],
    [150_000, 3.69, 711.25, 360, 0, 3.75],
    [100_000, 3, 5_000, 120, 0, 3.04], // repaid in month 21: a smaller last instalment, no payments after it
    [250_000, 0, 416.67, 60, 0, 0],
    [360_000, 3.45, 1_635, 120, 3_600, 3.64], // 1 % Bearbeitungsentgelt at payout
  ])('%d € at %d % paying %d € over %d months with %d € fees: %d % effective', (loanAmount, borrowingRate, monthlyInstalment, months, fees, expected) => {
    expect(mortgageEffectiveRate({ loanAmount, borrowingRate, monthlyInstalment, months, fees })).toBe(expected);
    const payments = referenceFixedPeriodPayments(loanAmount, borrowingRate, monthlyInstalment, months);
    expect(twoDecimals(referenceEffectiveRate((loanAmount - fees) * 100, payments))).toBe(expected);
  });

  it('is the Sollzins compounded monthly for any fee-free plan, to rounding', () => {
    for (const borrowingRate of [0.9, 2.5, 3.45, 4.1]) {
      for (const initialRepaymentRate of [1, 2, 5]) {
        for (const months of [60, 120, 240]) {
          const loanAmount = 347_500;
          const monthlyInstalment = mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate });
          const expected = twoDecimals((Math.pow(1 + borrowingRate / 1200, 12) - 1) * 100);
          expect(Math.abs(mortgageEffectiveRate({ loanAmount, borrowingRate, monthlyInstalment, months }) - expected)).toBeLessThanOrEqual(0.01);
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

describe('futureValueOfMonthlySavings', () => {
  function referenceSavings(deposit: number, rate: number, months: number): number {
    let balance = 0;
    for (let month = 0; month < months; month++) balance = balance * (1 + rate / 1200) + deposit;
    return balance;
  }

  it.each([
    [100, 7, 360, 121_997.1], // the guides' "about 122.000 €"
    [50, 2.5, 120, 6_808.6],
    [100, 0, 12, 1_200],
  ])('%d € a month at %d % for %d months grows to %d €', (deposit, rate, months, expected) => {
    expect(roundCents(futureValueOfMonthlySavings(deposit, rate, months))).toBe(expected);
    expect(Math.round(referenceSavings(deposit, rate, months) * 100) / 100).toBe(expected);
  });
});
