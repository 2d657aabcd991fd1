import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { offerRowSchema, type OfferRow } from '@/features/admin/api/offer-row';
import type { OfferFieldName } from '@/features/admin/lib/offer-fields';
import { draftFromRow, twoThirdsEffectiveRate, validateOffer, type OfferDraft } from '@/features/admin/lib/offer-form';
import { representativeExample } from '@/lib/loan-math';

const row = (overrides: Record<string, unknown>): OfferRow =>
  v.parse(offerRowSchema, { ...samplePartnerRow, updated_at: '2026-11-27T09:15:00.123456+00:00', ...overrides });

// The CHECK partners_example_matches_conditions: the example names the lender.
const loanRow = row({ representative_example: { ...samplePartnerRow.representative_example, lender: samplePartnerRow.lender_name } });

const noCredit = Object.fromEntries(
  ['min_amount', 'max_amount', 'min_term_months', 'max_term_months', 'effective_rate_min', 'effective_rate_max', 'effective_rate_two_thirds', 'borrowing_rate_two_thirds', 'borrowing_rate_fixed', 'purposes', 'features', 'lender_name', 'lender_address', 'representative_example', 'evaluation', 'apr_from'].map((key) => [key, null]),
);

const mortgageExample = representativeExample({ netLoanAmount: 200_000, borrowingRate: 3.45, termMonths: 360 });
const mortgageRow = row({
  category: 'baufinanzierung',
  min_amount: 50_000,
  max_amount: 500_000,
  min_term_months: 60,
  max_term_months: 420,
  effective_rate_min: 3.21,
  effective_rate_max: 4.59,
  effective_rate_two_thirds: mortgageExample.effectiveRate,
  borrowing_rate_two_thirds: 3.45,
  representative_example: {
    ...loanRow.representative_example!,
    net_loan_amount: 200_000,
    term_months: 360,
    borrowing_rate: 3.45,
    effective_rate: mortgageExample.effectiveRate,
    monthly_instalment: mortgageExample.monthlyInstalment,
    total_amount: mortgageExample.totalAmount,
  },
  purposes: null,
  features: null,
  evaluation: null,
  mortgage_rates: { '5': 3.29, '10': 3.45 },
  max_loan_to_value: 100,
  mortgage_rates_min_amount: 50_000,
  mortgage_rates_max_amount: 400_000,
  mortgage_rates_max_loan_to_value: 90,
  example_fixed_rate_years: 10,
  example_loan_to_value: 80,
});

const savingsRow = row({
  ...noCredit,
  category: 'sparkonto',
  amount_range: null,
  savings_conditions: {
    product: 'tagesgeld',
    base_rate: 1.5,
    promotion: { rate: 3.25, months: 4, max_amount: 100_000 },
    crediting: 'monatlich',
    min_amount: 1,
    max_amount: 1_000_000,
    country: 'DE',
    deposit_guarantee: 'Entschädigungseinrichtung deutscher Banken',
    sample: true,
  },
});

const cardRow = row({
  ...noCredit,
  category: 'kreditkarte',
  amount_range: 'bis 7.500 €',
  card_conditions: {
    type: 'charge',
    annual_fee_first_year: 0,
    annual_fee: 29,
    fee_waiver_spend: null,
    foreign_currency_fee: 1.75,
    cash_fee_percent: 2,
    cash_fee_min: 5,
    free_withdrawals: null,
    cashback_percent: 0.5,
    cashback_cap: null,
    apple_pay: true,
    google_pay: true,
    schufa_check: true,
    sample: true,
  },
});

const edit = (stored: OfferRow, patch: Partial<OfferDraft>) => validateOffer({ ...draftFromRow(stored), ...patch }, stored);
const errorsOf = (result: ReturnType<typeof validateOffer>) => (result.ok ? {} : result.errors);

describe('draftFromRow', () => {
  it('writes the stored figures in German notation', () => {
    expect(draftFromRow(loanRow)).toMatchObject({
      min_amount: '1000',
      effective_rate_min: '0,68',
      borrowing_rate_two_thirds: '5,79',
      example_amount: '10000',
      example_term_months: '60',
      pros: 'Kostenlose Sondertilgungen',
      evaluated: true,
      score_flexibility: '4,5',
    });
    expect(draftFromRow(mortgageRow)).toMatchObject({ mortgage_rate_5: '3,29', mortgage_rate_10: '3,45', mortgage_rate_15: '', max_loan_to_value: '100', example_fixed_rate_years: '10' });
    expect(draftFromRow(cardRow)).toMatchObject({ card_type: 'charge', card_annual_fee: '29,00', card_cashback_percent: '0,50', card_fee_waiver_spend: '', card_apple_pay: true });
    expect(draftFromRow(savingsRow)).toMatchObject({ savings_product: 'tagesgeld', savings_base_rate: '1,50', savings_promotion_months: '4', savings_term_rate_12: '', savings_country: 'DE' });
  });
});

describe('validateOffer', () => {
  it('saves an unchanged loan as it is stored, the example recomputed from the Sollzins', () => {
    const result = validateOffer(draftFromRow(loanRow), loanRow);
    expect(result).toMatchObject({
      ok: true,
      changes: {
        name: 'Nordbank Direkt',
        min_amount: 1000,
        effective_rate_min: 0.68,
        borrowing_rate_two_thirds: 5.79,
        effective_rate_two_thirds: 5.95,
        borrowing_rate_fixed: true,
        representative_example: loanRow.representative_example,
        purposes: ['frei', 'auto'],
        evaluation: loanRow.evaluation,
      },
    });
    const changes = result.ok ? result.changes : {};
    for (const column of ['mortgage_rates', 'amount_range', 'card_conditions', 'savings_conditions']) expect(changes).not.toHaveProperty(column);
  });

  it('computes the effective rate, instalment and total of a new Sollzins with the one loan arithmetic', () => {
    const result = edit(loanRow, { borrowing_rate_two_thirds: '6,49', borrowing_rate_fixed: false });
    const expected = representativeExample({ netLoanAmount: 10_000, borrowingRate: 6.49, termMonths: 60 });
    expect(result).toMatchObject({
      ok: true,
      changes: { borrowing_rate_two_thirds: 6.49, effective_rate_two_thirds: expected.effectiveRate, borrowing_rate_fixed: false },
      example: { borrowing_rate: 6.49, borrowing_rate_type: 'veränderlich', effective_rate: expected.effectiveRate, monthly_instalment: expected.monthlyInstalment, total_amount: expected.totalAmount },
    });
    expect(twoThirdsEffectiveRate({ ...draftFromRow(loanRow), borrowing_rate_two_thirds: '6,49' }, 'ratenkredit')).toBe(expected.effectiveRate);
  });

  it.each<[string, Partial<OfferDraft>, OfferFieldName, string | RegExp]>([
    ['a Sollzins above 30', { borrowing_rate_two_thirds: '31' }, 'borrowing_rate_two_thirds', 'Der Sollzins muss zwischen 0 und 30 % liegen (höchstens zwei Nachkommastellen).'],
    ['a Sollzins with three decimals', { borrowing_rate_two_thirds: '5,795' }, 'borrowing_rate_two_thirds', /^Der Sollzins muss/],
    ['a min amount above the max', { min_amount: '200000' }, 'min_amount', 'Der Mindestbetrag darf nicht über dem Höchstbetrag liegen.'],
    ['a min term above the max', { min_term_months: '121' }, 'min_term_months', 'Die Mindestlaufzeit darf nicht über der Höchstlaufzeit liegen.'],
    ['a term above 600 months', { max_term_months: '601' }, 'max_term_months', 'Bitte eine Laufzeit von 1 bis 600 Monaten eingeben.'],
    ['an empty min amount', { min_amount: ' ' }, 'min_amount', 'Bitte ausfüllen.'],
    ['an amount with cents', { max_amount: '1000,50' }, 'max_amount', 'Bitte einen Betrag in ganzen Euro ab 1 € eingeben.'],
    ['a rate as words', { effective_rate_max: 'neun' }, 'effective_rate_max', /^Bitte einen Zinssatz von 0 bis 30 %/],
    ['an "ab" rate above "bis"', { effective_rate_min: '9,5' }, 'effective_rate_min', 'Der Zins „ab“ darf nicht über dem Zins „bis“ liegen.'],
    ['a 2/3 rate beyond the range', { effective_rate_max: '5,50' }, 'borrowing_rate_two_thirds', 'Daraus folgt ein effektiver Jahreszins von 5,95 %: Er muss in der Zinsspanne von 0,68 % bis 5,50 % liegen.'],
    ['an example below the min amount', { example_amount: '500' }, 'example_amount', 'Der Betrag des Beispiels muss zwischen Mindest- und Höchstbetrag liegen.'],
    ['an example beyond the longest term', { example_term_months: '121' }, 'example_term_months', 'Die Laufzeit des Beispiels muss zwischen Mindest- und Höchstlaufzeit liegen.'],
    ['a Sollzins without the example amount', { example_amount: '' }, 'example_amount', 'Für das Beispiel zum Sollzins bitte den Nettodarlehensbetrag angeben.'],
    ['no lender address', { lender_address: '' }, 'lender_address', 'Bitte ausfüllen.'],
    ['an http tracking link', { adtraction_tracking_url: 'http://track.example/t' }, 'adtraction_tracking_url', 'Bitte einen vollständigen https-Link eingeben.'],
    ['no purpose', { purposes: [] }, 'purposes', 'Bitte mindestens einen Verwendungszweck wählen.'],
    ['a score above 5', { score_cost: '5,5' }, 'score_cost', 'Bitte 0 bis 5 Punkte in Schritten von 0,1 eingeben.'],
    ['a score with two decimals', { score_cost: '4,55' }, 'score_cost', 'Bitte 0 bis 5 Punkte in Schritten von 0,1 eingeben.'],
    ['an evaluation without date', { evaluated_at: '' }, 'evaluated_at', 'Bitte das Datum der Bewertung angeben.'],
    ['an evaluation missing a score', { score_speed: '' }, 'score_speed', 'Bitte die Punkte angeben.'],
    ['a negative display order', { display_order: '-1' }, 'display_order', 'Bitte eine ganze Zahl ab 0 eingeben.'],
    ['a blank name', { name: '  ' }, 'name', 'Bitte ausfüllen.'],
  ])('refuses a loan with %s, with a German message at the field', (_case, patch, field, message) => {
    expect(errorsOf(edit(loanRow, patch))[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(errorsOf(edit(loanRow, { borrowing_rate_two_thirds: '31', min_amount: '200000' }))).sort()).toEqual(['borrowing_rate_two_thirds', 'min_amount']);
  });

  it('drops the evaluation when unticked, and keeps the sample marker of an edited one', () => {
    expect(edit(loanRow, { evaluated: false })).toMatchObject({ ok: true, changes: { evaluation: null } });
    expect(edit(loanRow, { score_cost: '3' })).toMatchObject({
      ok: true,
      changes: { evaluation: { evaluated_at: '2026-11-20', scores: { cost: 3, flexibility: 4.5 }, sample: true } },
    });
  });
});

describe('validateOffer for a mortgage', () => {
  it('takes the example’s Sollzins from its Zinsbindung and saves the rates that are filled in', () => {
    const result = edit(mortgageRow, { mortgage_rate_15: '3,6' });
    expect(result).toMatchObject({
      ok: true,
      changes: {
        mortgage_rates: { '5': 3.29, '10': 3.45, '15': 3.6 },
        borrowing_rate_two_thirds: 3.45,
        effective_rate_two_thirds: mortgageExample.effectiveRate,
        example_fixed_rate_years: 10,
        example_loan_to_value: 80,
        mortgage_rates_max_loan_to_value: 90,
      },
    });
    const other = representativeExample({ netLoanAmount: 200_000, borrowingRate: 3.29, termMonths: 360 });
    expect(edit(mortgageRow, { example_fixed_rate_years: '5' })).toMatchObject({ ok: true, changes: { borrowing_rate_two_thirds: 3.29, example_fixed_rate_years: 5, effective_rate_two_thirds: other.effectiveRate } });
  });

  it('saves no example without a Zinsbindung', () => {
    expect(edit(mortgageRow, { example_fixed_rate_years: '', example_loan_to_value: '' })).toMatchObject({
      ok: true,
      example: null,
      changes: { representative_example: null, borrowing_rate_two_thirds: null, example_fixed_rate_years: null, example_loan_to_value: null },
    });
  });

  it.each<[string, Partial<OfferDraft>, OfferFieldName, string]>([
    ['no rate at all', { mortgage_rate_5: '', mortgage_rate_10: '', example_fixed_rate_years: '' }, 'mortgage_rate_5', 'Bitte mindestens einen Sollzins je Zinsbindung angeben.'],
    ['a Zinsbindung without its rate', { example_fixed_rate_years: '20' }, 'example_fixed_rate_years', 'Für diese Zinsbindung ist kein Sollzins angegeben.'],
    ['a loan-to-value above 150', { max_loan_to_value: '151' }, 'max_loan_to_value', 'Bitte einen Beleihungsauslauf von 1 bis 150 % eingeben.'],
    ['an example shorter than its Zinsbindung', { example_term_months: '100' }, 'example_term_months', 'Die Laufzeit des Beispiels muss mindestens die Zinsbindung umfassen.'],
    ['an example beyond the rates’ amounts', { example_amount: '450000' }, 'example_amount', 'Der Betrag des Beispiels muss in dem Bereich liegen, für den die Bauzinsen gelten.'],
    ['an example beyond the rates’ loan-to-value', { example_loan_to_value: '95' }, 'example_loan_to_value', 'Höchstens der Beleihungsauslauf, für den die Bauzinsen gelten.'],
    ['an example without its loan-to-value', { example_loan_to_value: '' }, 'example_loan_to_value', 'Bitte ausfüllen.'],
    ['half a rate scope', { mortgage_rates_max_amount: '' }, 'mortgage_rates_min_amount', 'Bitte Betrag von, Betrag bis und Beleihungsauslauf angeben oder alle drei leer lassen.'],
    ['a rate scope beyond the offer', { mortgage_rates_max_amount: '600000' }, 'mortgage_rates_max_amount', 'Die Bauzinsen können nur für Beträge gelten, die das Angebot vergibt.'],
    ['a 2/3 rate beyond the range', { effective_rate_max: '3,40' }, 'example_fixed_rate_years', 'Daraus folgt ein effektiver Jahreszins von 3,51 %: Er muss in der Zinsspanne von 3,21 % bis 3,40 % liegen.'],
  ])('refuses %s', (_case, patch, field, message) => {
    expect(errorsOf(edit(mortgageRow, patch))[field]).toBe(message);
  });
});

describe('validateOffer for a card', () => {
  it('saves a card without Teilzahlung with its card conditions and no rate or example', () => {
    expect(edit(cardRow, { card_annual_fee: '39', card_cashback_cap: '100' })).toMatchObject({
      ok: true,
      example: null,
      changes: {
        amount_range: 'bis 7.500 €',
        apr_from: null,
        representative_example: null,
        effective_rate_two_thirds: null,
        card_conditions: { type: 'charge', annual_fee: 39, cashback_cap: 100, cashback_percent: 0.5, full_payment_switch: null, sample: true },
      },
    });
  });

  it('asks a card with Teilzahlung for its Sollzins, example, lender and the switch to full payment', () => {
    const revolving = edit(cardRow, { card_type: 'revolving' });
    expect(errorsOf(revolving)).toMatchObject({
      borrowing_rate_two_thirds: 'Bitte ausfüllen.',
      effective_rate_min: 'Bitte ausfüllen.',
      lender_name: 'Bitte ausfüllen.',
      card_full_payment_switch: 'Bitte ausfüllen.',
    });
    const complete = edit(cardRow, {
      card_type: 'revolving',
      card_full_payment_switch: 'In der App unter Einstellungen → Rückzahlung.',
      borrowing_rate_two_thirds: '14,99',
      effective_rate_min: '16,06',
      effective_rate_max: '16,06',
      example_amount: '1500',
      example_term_months: '12',
      lender_name: 'Polarstern Bank AG',
      lender_address: 'Nordlichtweg 4, 24103 Kiel',
    });
    expect(complete).toMatchObject({ ok: true, changes: { effective_rate_two_thirds: 16.06, card_conditions: { type: 'revolving', full_payment_switch: 'In der App unter Einstellungen → Rückzahlung.' } } });
  });

  it.each<[string, Partial<OfferDraft>, OfferFieldName, string]>([
    ['a rate on a card without Teilzahlung', { borrowing_rate_two_thirds: '14,99' }, 'borrowing_rate_two_thirds', 'Nur eine Karte mit Teilzahlung nennt Zinsen und ein Beispiel: bitte leer lassen.'],
    ['an annual fee above 1.000 €', { card_annual_fee: '1200' }, 'card_annual_fee', 'Bitte einen Betrag von 0 bis 1.000 € mit höchstens zwei Nachkommastellen eingeben.'],
    ['a foreign currency fee above 10 %', { card_foreign_currency_fee: '12' }, 'card_foreign_currency_fee', 'Bitte 0 bis 10 % mit höchstens zwei Nachkommastellen eingeben.'],
    ['a fee waiver without a fee', { card_annual_fee: '0', card_fee_waiver_spend: '5000' }, 'card_fee_waiver_spend', 'Ohne Jahresgebühr gibt es nichts zu erlassen.'],
    ['a cashback cap without cashback', { card_cashback_percent: '0', card_cashback_cap: '50' }, 'card_cashback_cap', 'Eine Obergrenze gibt es nur mit Cashback.'],
    ['no card type', { card_type: '' }, 'card_type', 'Bitte ausfüllen.'],
    ['an unknown card type', { card_type: 'gold' }, 'card_type', 'Bitte eine der Möglichkeiten wählen.'],
  ])('refuses %s', (_case, patch, field, message) => {
    expect(errorsOf(edit(cardRow, patch))[field]).toBe(message);
  });
});

describe('validateOffer for a savings account', () => {
  it('saves a Tagesgeld with its conditions, keeping the sample marker', () => {
    expect(edit(savingsRow, { savings_promotion_rate: '3,40' })).toMatchObject({
      ok: true,
      changes: {
        savings_conditions: { product: 'tagesgeld', base_rate: 1.5, promotion: { rate: 3.4, months: 4, max_amount: 100_000 }, crediting: 'monatlich', sample: true },
      },
    });
    const result = edit(savingsRow, {});
    for (const column of ['representative_example', 'effective_rate_min', 'purposes', 'evaluation', 'min_amount', 'amount_range', 'apr_from']) expect(result.ok ? result.changes : {}).not.toHaveProperty(column);
  });

  it('turns it into a Festgeld with rates per term', () => {
    const festgeld = edit(savingsRow, {
      savings_product: 'festgeld',
      savings_base_rate: '',
      savings_promotion_rate: '',
      savings_promotion_months: '',
      savings_promotion_max_amount: '',
      savings_term_rate_12: '2,6',
      savings_term_rate_24: '2,5',
      savings_crediting: 'endfaellig',
    });
    expect(festgeld).toMatchObject({ ok: true, changes: { savings_conditions: { product: 'festgeld', term_rates: { '12': 2.6, '24': 2.5 }, crediting: 'endfaellig' } } });
    expect(festgeld.ok && festgeld.changes.savings_conditions).not.toHaveProperty('base_rate');
  });

  it.each<[string, Partial<OfferDraft>, OfferFieldName, string]>([
    ['a promotion not above the rate', { savings_promotion_rate: '1,5' }, 'savings_promotion_rate', 'Der Neukundenzins muss über dem Zins liegen.'],
    ['half a promotion', { savings_promotion_months: '' }, 'savings_promotion_rate', 'Zum Neukundenzins gehören seine Monate und der Höchstbetrag.'],
    ['term rates on a Tagesgeld', { savings_term_rate_12: '2' }, 'savings_term_rate_3', 'Ein Tagesgeld hat keine Laufzeiten: bitte leer lassen.'],
    ['a Festgeld without a term rate', { savings_product: 'festgeld', savings_base_rate: '', savings_promotion_rate: '', savings_promotion_months: '', savings_promotion_max_amount: '', savings_crediting: 'jaehrlich' }, 'savings_term_rate_3', 'Bitte mindestens einen Zins je Laufzeit angeben.'],
    ['a Tagesgeld credited at the end', { savings_crediting: 'endfaellig' }, 'savings_crediting', 'Ein Tagesgeld schreibt Zinsen monatlich, vierteljährlich oder jährlich gut.'],
    ['a min deposit above the max', { savings_min_amount: '2000000' }, 'savings_min_amount', 'Die Mindestanlage darf nicht über der Höchstanlage liegen.'],
    ['no deposit guarantee', { savings_deposit_guarantee: ' ' }, 'savings_deposit_guarantee', 'Bitte ausfüllen.'],
  ])('refuses %s', (_case, patch, field, message) => {
    expect(errorsOf(edit(savingsRow, patch))[field]).toBe(message);
  });
});
