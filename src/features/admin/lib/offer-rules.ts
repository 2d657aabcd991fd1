/**
 * The rules between fields of the offer form, each the form's side of a CHECK of the partners table, with
 * its German message at the field it concerns. A rule runs once every field it reads has parsed.
 */
import { evaluationCriterionKeys } from '@/content/partners/evaluation-weights';
import { mortgageFixedRatePeriods, savingsTermMonths, type PartnerCategory } from '@/entities/partner/model';
import { INSTALMENT_LOANS, LOANS, mortgageRateFieldName, scoreFieldName, termRateFieldName, type OfferFieldName } from '@/features/admin/lib/offer-fields';
import { formatPercent } from '@/lib/format';
import { representativeExample } from '@/lib/loan-math';

export type Values = Partial<Record<OfferFieldName, unknown>>;

export const REQUIRED = 'Bitte ausfüllen.';

export const num = (values: Values, name: OfferFieldName) => (values[name] ?? null) as number | null;
const str = (values: Values, name: OfferFieldName) => (values[name] ?? '') as string;
export const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The representative example at the Sollzins, on the offer's own amount and term; null without them or when it cannot be computed. */
export function computeExample(values: Values): ReturnType<typeof representativeExample> | null {
  const [borrowingRate, netLoanAmount, termMonths] = [num(values, 'borrowing_rate_two_thirds'), num(values, 'example_amount'), num(values, 'example_term_months')];
  if (borrowingRate === null || netLoanAmount === null || termMonths === null) return null;
  try {
    return representativeExample({ netLoanAmount, borrowingRate, termMonths });
  } catch {
    return null;
  }
}

/** Whether the offer states a rate and an example: a card only with Teilzahlung, every other rated offer when its Sollzins is given. */
export const isRevolvingCard = (values: Values) => values.card_type === 'revolving';

export interface CrossRule {
  target: OfferFieldName;
  fields: readonly OfferFieldName[];
  /** The message when the values break the rule; null when they keep it. */
  test: (values: Values, category: PartnerCategory) => string | null;
}

const is = (...categories: PartnerCategory[]) => (category: PartnerCategory) => categories.includes(category);

/** Fields a category must fill (the CHECKs' *_conditions), or must fill when `when` says so. */
export const requiredFields: readonly { name: OfferFieldName; when: (category: PartnerCategory, values: Values) => boolean }[] = [
  { name: 'name', when: () => true },
  ...(['min_amount', 'max_amount', 'min_term_months', 'max_term_months', 'effective_rate_min', 'effective_rate_max'] as const).map((name) => ({
    name,
    when: (category: PartnerCategory) => LOANS.includes(category),
  })),
  ...(['borrowing_rate_two_thirds', 'lender_name', 'lender_address'] as const).map((name) => ({
    name,
    when: (category: PartnerCategory, values: Values) => INSTALMENT_LOANS.includes(category) || (category === 'kreditkarte' && isRevolvingCard(values)),
  })),
  ...(['effective_rate_min', 'effective_rate_max', 'card_full_payment_switch'] as const).map((name) => ({
    name,
    when: (category: PartnerCategory, values: Values) => category === 'kreditkarte' && isRevolvingCard(values),
  })),
  { name: 'max_loan_to_value', when: is('baufinanzierung') },
  ...(['card_type', 'card_annual_fee_first_year', 'card_annual_fee', 'card_foreign_currency_fee', 'card_cash_fee_percent', 'card_cash_fee_min', 'card_cashback_percent'] as const).map((name) => ({
    name,
    when: is('kreditkarte'),
  })),
  ...(['savings_product', 'savings_crediting', 'savings_min_amount', 'savings_max_amount', 'savings_country', 'savings_deposit_guarantee'] as const).map((name) => ({
    name,
    when: is('sparkonto'),
  })),
  { name: 'savings_base_rate', when: (category, values) => category === 'sparkonto' && values.savings_product === 'tagesgeld' },
  { name: 'example_loan_to_value', when: (category, values) => category === 'baufinanzierung' && !isBlank(values.example_fixed_rate_years) },
];

const pairRule = (low: OfferFieldName, high: OfferFieldName, message: string): CrossRule => ({
  target: low,
  fields: [low, high],
  test: (values) => {
    const [a, b] = [num(values, low), num(values, high)];
    if (a === null && b === null) return null;
    if (a === null || b === null) return 'Bitte beide Grenzen angeben oder beide leer lassen.';
    return a <= b ? null : message;
  },
});

const within = (target: OfferFieldName, value: OfferFieldName, low: OfferFieldName, high: OfferFieldName, message: string): CrossRule => ({
  target,
  fields: [value, low, high],
  test: (values) => {
    const [x, min, max] = [num(values, value), num(values, low), num(values, high)];
    return x !== null && min !== null && max !== null && (x < min || x > max) ? message : null;
  },
});

const loanRules: readonly CrossRule[] = [
  pairRule('min_amount', 'max_amount', 'Der Mindestbetrag darf nicht über dem Höchstbetrag liegen.'),
  pairRule('min_term_months', 'max_term_months', 'Die Mindestlaufzeit darf nicht über der Höchstlaufzeit liegen.'),
  pairRule('effective_rate_min', 'effective_rate_max', 'Der Zins „ab“ darf nicht über dem Zins „bis“ liegen.'),
  {
    target: 'example_amount',
    fields: ['borrowing_rate_two_thirds', 'example_amount'],
    test: (values) => (num(values, 'borrowing_rate_two_thirds') !== null && num(values, 'example_amount') === null ? 'Für das Beispiel zum Sollzins bitte den Nettodarlehensbetrag angeben.' : null),
  },
  {
    target: 'example_term_months',
    fields: ['borrowing_rate_two_thirds', 'example_term_months'],
    test: (values) => (num(values, 'borrowing_rate_two_thirds') !== null && num(values, 'example_term_months') === null ? 'Für das Beispiel zum Sollzins bitte die Laufzeit angeben.' : null),
  },
  {
    target: 'example_amount',
    fields: ['borrowing_rate_two_thirds', 'example_amount', 'example_term_months'],
    test: (values) =>
      num(values, 'borrowing_rate_two_thirds') !== null && num(values, 'example_amount') !== null && num(values, 'example_term_months') !== null && computeExample(values) === null
        ? 'Mit diesem Betrag und dieser Laufzeit lässt sich kein Beispiel rechnen: Der Betrag ist zu klein.'
        : null,
  },
  within('example_amount', 'example_amount', 'min_amount', 'max_amount', 'Der Betrag des Beispiels muss zwischen Mindest- und Höchstbetrag liegen.'),
  within('example_term_months', 'example_term_months', 'min_term_months', 'max_term_months', 'Die Laufzeit des Beispiels muss zwischen Mindest- und Höchstlaufzeit liegen.'),
  {
    target: 'borrowing_rate_two_thirds',
    fields: ['borrowing_rate_two_thirds', 'example_amount', 'example_term_months', 'effective_rate_min', 'effective_rate_max'],
    test: (values) => {
      const example = computeExample(values);
      const [min, max] = [num(values, 'effective_rate_min'), num(values, 'effective_rate_max')];
      if (!example) return null;
      if (min === null || max === null) return 'Zum Sollzins gehört eine Zinsspanne (effektiver Jahreszins ab und bis).';
      return example.effectiveRate < min || example.effectiveRate > max
        ? `Daraus folgt ein effektiver Jahreszins von ${formatPercent(example.effectiveRate)}: Er muss in der Zinsspanne von ${formatPercent(min)} bis ${formatPercent(max)} liegen.`
        : null;
    },
  },
  {
    target: 'lender_name',
    fields: ['lender_name', 'lender_address', 'borrowing_rate_two_thirds'],
    test: (values) =>
      isBlank(values.lender_name) && (!isBlank(values.lender_address) || num(values, 'borrowing_rate_two_thirds') !== null)
        ? 'Das repräsentative Beispiel nennt den Darlehensgeber: bitte seinen Namen angeben.'
        : null,
  },
  {
    target: 'lender_address',
    fields: ['lender_name', 'lender_address', 'borrowing_rate_two_thirds'],
    test: (values) =>
      isBlank(values.lender_address) && (!isBlank(values.lender_name) || num(values, 'borrowing_rate_two_thirds') !== null)
        ? 'Zum Darlehensgeber gehört seine Anschrift (§ 17 PAngV).'
        : null,
  },
  {
    target: 'purposes',
    fields: ['purposes'],
    test: (values, category) => (INSTALMENT_LOANS.includes(category) && (values.purposes as string[]).length === 0 ? 'Bitte mindestens einen Verwendungszweck wählen.' : null),
  },
];

const mortgageRules: readonly CrossRule[] = [
  {
    target: mortgageRateFieldName('5'),
    fields: mortgageFixedRatePeriods.map(mortgageRateFieldName),
    test: (values, category) =>
      category === 'baufinanzierung' && mortgageFixedRatePeriods.every((years) => num(values, mortgageRateFieldName(years)) === null)
        ? 'Bitte mindestens einen Sollzins je Zinsbindung angeben.'
        : null,
  },
  {
    target: 'mortgage_rates_min_amount',
    fields: ['mortgage_rates_min_amount', 'mortgage_rates_max_amount', 'mortgage_rates_max_loan_to_value'],
    test: (values) => {
      const given = [num(values, 'mortgage_rates_min_amount'), num(values, 'mortgage_rates_max_amount'), num(values, 'mortgage_rates_max_loan_to_value')].filter((value) => value !== null);
      return given.length === 0 || given.length === 3 ? null : 'Bitte Betrag von, Betrag bis und Beleihungsauslauf angeben oder alle drei leer lassen.';
    },
  },
  pairRule('mortgage_rates_min_amount', 'mortgage_rates_max_amount', 'Der Betrag „ab“ darf nicht über dem Betrag „bis“ liegen.'),
  within('mortgage_rates_min_amount', 'mortgage_rates_min_amount', 'min_amount', 'max_amount', 'Die Bauzinsen können nur für Beträge gelten, die das Angebot vergibt.'),
  within('mortgage_rates_max_amount', 'mortgage_rates_max_amount', 'min_amount', 'max_amount', 'Die Bauzinsen können nur für Beträge gelten, die das Angebot vergibt.'),
  {
    target: 'mortgage_rates_max_loan_to_value',
    fields: ['mortgage_rates_max_loan_to_value', 'max_loan_to_value'],
    test: (values) => {
      const [scope, max] = [num(values, 'mortgage_rates_max_loan_to_value'), num(values, 'max_loan_to_value')];
      return scope !== null && max !== null && scope > max ? 'Höchstens der maximale Beleihungsauslauf des Angebots.' : null;
    },
  },
  {
    target: 'example_fixed_rate_years',
    fields: ['example_fixed_rate_years', ...mortgageFixedRatePeriods.map(mortgageRateFieldName), 'mortgage_rates_max_loan_to_value'],
    test: (values, category) => {
      if (category !== 'baufinanzierung' || isBlank(values.example_fixed_rate_years)) return null;
      if (num(values, 'borrowing_rate_two_thirds') === null) return 'Für diese Zinsbindung ist kein Sollzins angegeben.';
      return num(values, 'mortgage_rates_max_loan_to_value') === null ? 'Ein Beispiel braucht den Geltungsbereich der Bauzinsen (Beträge und Beleihungsauslauf).' : null;
    },
  },
  {
    target: 'example_term_months',
    fields: ['example_fixed_rate_years', 'example_term_months'],
    test: (values, category) => {
      const [years, term] = [Number(values.example_fixed_rate_years), num(values, 'example_term_months')];
      return category === 'baufinanzierung' && years > 0 && term !== null && term < years * 12 ? 'Die Laufzeit des Beispiels muss mindestens die Zinsbindung umfassen.' : null;
    },
  },
  within('example_amount', 'example_amount', 'mortgage_rates_min_amount', 'mortgage_rates_max_amount', 'Der Betrag des Beispiels muss in dem Bereich liegen, für den die Bauzinsen gelten.'),
  {
    target: 'example_loan_to_value',
    fields: ['example_loan_to_value', 'mortgage_rates_max_loan_to_value'],
    test: (values) => {
      const [ltv, scope] = [num(values, 'example_loan_to_value'), num(values, 'mortgage_rates_max_loan_to_value')];
      return ltv !== null && scope !== null && ltv > scope ? 'Höchstens der Beleihungsauslauf, für den die Bauzinsen gelten.' : null;
    },
  },
];

const NO_CREDIT = 'Nur eine Karte mit Teilzahlung nennt Zinsen und ein Beispiel: bitte leer lassen.';

const cardRules: readonly CrossRule[] = [
  ...(['borrowing_rate_two_thirds', 'effective_rate_min', 'effective_rate_max', 'example_amount', 'example_term_months'] as const).map(
    (name): CrossRule => ({
      target: name,
      fields: ['card_type', name],
      test: (values, category) => (category === 'kreditkarte' && !isBlank(values.card_type) && !isRevolvingCard(values) && num(values, name) !== null ? NO_CREDIT : null),
    }),
  ),
  {
    target: 'card_full_payment_switch',
    fields: ['card_type', 'card_full_payment_switch'],
    test: (values) => (!isBlank(values.card_type) && !isRevolvingCard(values) && !isBlank(values.card_full_payment_switch) ? 'Nur bei einer Karte mit Teilzahlung: bitte leer lassen.' : null),
  },
  {
    target: 'card_fee_waiver_spend',
    fields: ['card_fee_waiver_spend', 'card_annual_fee_first_year', 'card_annual_fee'],
    test: (values) =>
      num(values, 'card_fee_waiver_spend') !== null && !num(values, 'card_annual_fee_first_year') && !num(values, 'card_annual_fee') ? 'Ohne Jahresgebühr gibt es nichts zu erlassen.' : null,
  },
  {
    target: 'card_cashback_cap',
    fields: ['card_cashback_cap', 'card_cashback_percent'],
    test: (values) => (num(values, 'card_cashback_cap') !== null && !num(values, 'card_cashback_percent') ? 'Eine Obergrenze gibt es nur mit Cashback.' : null),
  },
];

const termRateFields = savingsTermMonths.map(termRateFieldName);
const promotionFields = ['savings_promotion_rate', 'savings_promotion_months', 'savings_promotion_max_amount'] as const;

const savingsRules: readonly CrossRule[] = [
  pairRule('savings_min_amount', 'savings_max_amount', 'Die Mindestanlage darf nicht über der Höchstanlage liegen.'),
  {
    target: 'savings_promotion_rate',
    fields: ['savings_product', ...promotionFields],
    test: (values) => {
      const given = promotionFields.filter((name) => num(values, name) !== null).length;
      if (values.savings_product === 'festgeld') return given > 0 ? 'Ein Festgeld hat keinen Neukundenzins: bitte leer lassen.' : null;
      return given === 0 || given === 3 ? null : 'Zum Neukundenzins gehören seine Monate und der Höchstbetrag.';
    },
  },
  {
    target: 'savings_promotion_rate',
    fields: ['savings_promotion_rate', 'savings_base_rate'],
    test: (values) => {
      const [promotion, base] = [num(values, 'savings_promotion_rate'), num(values, 'savings_base_rate')];
      return promotion !== null && base !== null && promotion <= base ? 'Der Neukundenzins muss über dem Zins liegen.' : null;
    },
  },
  {
    target: 'savings_base_rate',
    fields: ['savings_product', 'savings_base_rate'],
    test: (values) => (values.savings_product === 'festgeld' && num(values, 'savings_base_rate') !== null ? 'Ein Festgeld hat Zinsen je Laufzeit: bitte leer lassen.' : null),
  },
  {
    target: termRateFieldName(3),
    fields: ['savings_product', ...termRateFields],
    test: (values) => {
      const given = termRateFields.some((name) => num(values, name) !== null);
      if (values.savings_product === 'festgeld') return given ? null : 'Bitte mindestens einen Zins je Laufzeit angeben.';
      return values.savings_product === 'tagesgeld' && given ? 'Ein Tagesgeld hat keine Laufzeiten: bitte leer lassen.' : null;
    },
  },
  {
    target: 'savings_crediting',
    fields: ['savings_product', 'savings_crediting'],
    test: (values) => {
      const crediting = str(values, 'savings_crediting');
      if (values.savings_product === 'tagesgeld' && crediting === 'endfaellig') return 'Ein Tagesgeld schreibt Zinsen monatlich, vierteljährlich oder jährlich gut.';
      if (values.savings_product === 'festgeld' && (crediting === 'monatlich' || crediting === 'vierteljaehrlich')) return 'Ein Festgeld schreibt Zinsen jährlich oder am Ende der Laufzeit gut.';
      return null;
    },
  },
];

const evaluationRules: readonly CrossRule[] = [
  {
    target: 'evaluated_at',
    fields: ['evaluated', 'evaluated_at'],
    test: (values) => (values.evaluated === true && str(values, 'evaluated_at') === '' ? 'Bitte das Datum der Bewertung angeben.' : null),
  },
  ...evaluationCriterionKeys.map(
    (key): CrossRule => ({
      target: scoreFieldName(key),
      fields: ['evaluated', scoreFieldName(key)],
      test: (values) => (values.evaluated === true && num(values, scoreFieldName(key)) === null ? 'Bitte die Punkte angeben.' : null),
    }),
  ),
];

export const crossRules: readonly CrossRule[] = [...loanRules, ...mortgageRules, ...cardRules, ...savingsRules, ...evaluationRules];
