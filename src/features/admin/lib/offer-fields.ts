/**
 * Every field of the offer form as data: label in a price sheet's units, input and the categories that show
 * it. The form, its checks and the history's labels read it: a new condition is one entry here (plus its rules).
 */
import { evaluationCriteria } from '@/content/partners/evaluation';
import type { EvaluationCriterionKey } from '@/content/partners/evaluation-weights';
import {
  cardProductTypes,
  depositCountries,
  festgeldCreditings,
  mortgageFixedRatePeriods,
  offerFeatures,
  purposes,
  savingsProducts,
  savingsTermMonths,
  tagesgeldCreditings,
  type CardProductType,
  type MortgageFixedRatePeriod,
  type OfferFeature,
  type PartnerCategory,
  type Purpose,
  type SavingsTermMonths,
} from '@/entities/partner/model';

/** 'euro': an amount with cents; 'integer': whole units; 'select': one of `choices`, '' for none. */
type FieldKind = 'text' | 'textarea' | 'lines' | 'url' | 'integer' | 'euro' | 'percent' | 'score' | 'checkbox' | 'choices' | 'select' | 'date';

type MortgageRateField = `mortgage_rate_${MortgageFixedRatePeriod}`;
type ScoreField = `score_${EvaluationCriterionKey}`;
type TermRateField = `savings_term_rate_${SavingsTermMonths}`;

/** Keys of partners.card_conditions the form edits (full_payment_switch: revolving cards only). */
export const cardConditionKeys = [
  'type',
  'annual_fee_first_year',
  'annual_fee',
  'fee_waiver_spend',
  'foreign_currency_fee',
  'cash_fee_percent',
  'cash_fee_min',
  'free_withdrawals',
  'cashback_percent',
  'cashback_cap',
  'apple_pay',
  'google_pay',
  'schufa_check',
  'full_payment_switch',
] as const;
type CardField = `card_${(typeof cardConditionKeys)[number]}`;

type SavingsField =
  | 'savings_product'
  | 'savings_base_rate'
  | 'savings_promotion_rate'
  | 'savings_promotion_months'
  | 'savings_promotion_max_amount'
  | TermRateField
  | 'savings_crediting'
  | 'savings_min_amount'
  | 'savings_max_amount'
  | 'savings_country'
  | 'savings_deposit_guarantee';

export type OfferFieldName =
  | 'name'
  | 'description'
  | 'adtraction_tracking_url'
  | 'is_active'
  | 'display_order'
  | 'amount_range'
  | 'min_amount'
  | 'max_amount'
  | 'min_term_months'
  | 'max_term_months'
  | 'effective_rate_min'
  | 'effective_rate_max'
  | 'borrowing_rate_two_thirds'
  | 'borrowing_rate_fixed'
  | 'example_amount'
  | 'example_term_months'
  | 'lender_name'
  | 'lender_address'
  | 'is_intermediary'
  | 'purposes'
  | 'features'
  | MortgageRateField
  | 'max_loan_to_value'
  | 'mortgage_rates_min_amount'
  | 'mortgage_rates_max_amount'
  | 'mortgage_rates_max_loan_to_value'
  | 'example_fixed_rate_years'
  | 'example_loan_to_value'
  | CardField
  | SavingsField
  | 'pros'
  | 'cons'
  | 'requirements'
  | 'evaluated'
  | 'evaluated_at'
  | ScoreField;

export interface OfferField {
  name: OfferFieldName;
  label: string;
  kind: FieldKind;
  categories: readonly PartnerCategory[];
  hint?: string;
  choices?: readonly { value: string; label: string }[];
}

const ALL: readonly PartnerCategory[] = ['ratenkredit', 'comparison', 'kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'sparkonto'];
/** Offers with an amount and term range (the CHECKs require both). */
export const LOANS: readonly PartnerCategory[] = ['ratenkredit', 'comparison', 'unternehmenskredit', 'baufinanzierung'];
/** Offers with effective rates, a 2/3 Sollzins and a representative example (a card's only with Teilzahlung). */
const RATED: readonly PartnerCategory[] = [...LOANS, 'kreditkarte'];
/** A mortgage example's Sollzins is the rate of its Zinsbindung, so the form asks for the Zinsbindung instead. */
const TYPED_SOLLZINS: readonly PartnerCategory[] = RATED.filter((category) => category !== 'baufinanzierung');
const CARDS: readonly PartnerCategory[] = ['kreditkarte'];
/** Instalment loans: purposes, features, a required 2/3 rate and the evaluation the Ratenkredit list ranks by. */
export const INSTALMENT_LOANS: readonly PartnerCategory[] = ['ratenkredit', 'comparison'];
const MORTGAGES: readonly PartnerCategory[] = ['baufinanzierung'];
const SAVINGS: readonly PartnerCategory[] = ['sparkonto'];

// The comparison's own filter labels live in its feature; these name the same enums for the editor.
const purposeLabels: Record<Purpose, string> = {
  frei: 'Freie Verwendung',
  auto: 'Auto',
  umschuldung: 'Umschuldung',
  modernisierung: 'Modernisierung',
  moebel: 'Möbel',
  urlaub: 'Urlaub',
  ausbildung: 'Ausbildung',
  selbststaendige: 'Selbstständige',
  sonstiges: 'Sonstiges',
};

const cardTypeLabels: Record<CardProductType, string> = {
  charge: 'Kreditkarte mit monatlicher Abrechnung',
  revolving: 'Kreditkarte mit Teilzahlung (voreingestellt)',
  debit: 'Debitkarte',
  prepaid: 'Prepaid-Karte',
};

const creditingLabels: Record<(typeof tagesgeldCreditings)[number] | (typeof festgeldCreditings)[number], string> = {
  monatlich: 'monatlich (Tagesgeld)',
  vierteljaehrlich: 'vierteljährlich (Tagesgeld)',
  jaehrlich: 'jährlich',
  endfaellig: 'am Ende der Laufzeit (Festgeld)',
};

const choicesOf = (values: readonly string[], label: (value: string) => string = (value) => value) => values.map((value) => ({ value, label: label(value) }));

const featureLabels: Record<OfferFeature, string> = {
  sondertilgung: 'Kostenlose Sondertilgung',
  ratenpause: 'Ratenpause',
  sofortauszahlung: 'Sofortauszahlung',
  digital: 'Digitaler Abschluss',
  schufaneutral: 'SCHUFA-neutrale Anfrage',
};

export const offerFieldGroups: readonly { title: string; fields: readonly OfferField[] }[] = [
  {
    title: 'Angebot',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', categories: ALL },
      { name: 'adtraction_tracking_url', label: 'Tracking-Link', kind: 'url', categories: ALL, hint: 'https-Link des Partnernetzwerks' },
      { name: 'is_active', label: 'Aktiv (auf der Website sichtbar)', kind: 'checkbox', categories: ALL },
      { name: 'display_order', label: 'Reihenfolge', kind: 'integer', categories: ALL, hint: 'Kleinere Zahlen stehen weiter oben.' },
    ],
  },
  {
    title: 'Beträge und Laufzeiten',
    fields: [
      { name: 'min_amount', label: 'Mindestbetrag in €', kind: 'integer', categories: LOANS },
      { name: 'max_amount', label: 'Höchstbetrag in €', kind: 'integer', categories: LOANS },
      { name: 'min_term_months', label: 'Mindestlaufzeit in Monaten', kind: 'integer', categories: LOANS },
      { name: 'max_term_months', label: 'Höchstlaufzeit in Monaten', kind: 'integer', categories: LOANS },
      { name: 'amount_range', label: 'Kreditrahmen (Text, optional)', kind: 'text', categories: CARDS, hint: 'Wie auf der Karte, z. B. „bis 5.000 €“; leer bei Debit- und Prepaid-Karten.' },
    ],
  },
  {
    title: 'Zinsen',
    fields: [
      { name: 'effective_rate_min', label: 'Effektiver Jahreszins ab in % p. a.', kind: 'percent', categories: RATED },
      { name: 'effective_rate_max', label: 'Effektiver Jahreszins bis in % p. a.', kind: 'percent', categories: RATED },
      { name: 'borrowing_rate_two_thirds', label: 'Sollzins (2/3) in % p. a.', kind: 'percent', categories: TYPED_SOLLZINS, hint: 'Diesen oder einen günstigeren Sollzins erhalten mindestens zwei Drittel der Kunden. Der effektive Jahreszins wird daraus berechnet.' },
      { name: 'borrowing_rate_fixed', label: 'Sollzins gebunden (fest für die Laufzeit)', kind: 'checkbox', categories: RATED },
      ...mortgageFixedRatePeriods.map(
        (years): OfferField => ({ name: `mortgage_rate_${years}`, label: `Sollzins bei ${years} Jahren Zinsbindung in % p. a.`, kind: 'percent', categories: MORTGAGES }),
      ),
      { name: 'max_loan_to_value', label: 'Maximaler Beleihungsauslauf in %', kind: 'integer', categories: MORTGAGES },
      { name: 'mortgage_rates_min_amount', label: 'Bauzinsen gelten ab Darlehensbetrag in €', kind: 'integer', categories: MORTGAGES, hint: 'Leer lassen, wenn die Zinsen nur auf Anfrage gelten (dann kein Beispiel).' },
      { name: 'mortgage_rates_max_amount', label: 'Bauzinsen gelten bis Darlehensbetrag in €', kind: 'integer', categories: MORTGAGES },
      { name: 'mortgage_rates_max_loan_to_value', label: 'Bauzinsen gelten bis Beleihungsauslauf in %', kind: 'integer', categories: MORTGAGES },
    ],
  },
  {
    title: 'Kartenkonditionen',
    fields: [
      { name: 'card_type', label: 'Kartenart', kind: 'select', categories: CARDS, choices: choicesOf(cardProductTypes, (type) => cardTypeLabels[type as CardProductType]) },
      { name: 'card_annual_fee_first_year', label: 'Jahresgebühr im ersten Jahr in €', kind: 'euro', categories: CARDS },
      { name: 'card_annual_fee', label: 'Jahresgebühr ab dem zweiten Jahr in €', kind: 'euro', categories: CARDS },
      { name: 'card_fee_waiver_spend', label: 'Keine Jahresgebühr ab Jahresumsatz in € (optional)', kind: 'euro', categories: CARDS },
      { name: 'card_foreign_currency_fee', label: 'Fremdwährungsentgelt in %', kind: 'percent', categories: CARDS },
      { name: 'card_cash_fee_percent', label: 'Entgelt je Bargeldabhebung außerhalb des Euroraums in %', kind: 'percent', categories: CARDS },
      { name: 'card_cash_fee_min', label: 'Mindestentgelt je Bargeldabhebung in €', kind: 'euro', categories: CARDS },
      { name: 'card_free_withdrawals', label: 'Kostenlose Abhebungen im Jahr (optional)', kind: 'integer', categories: CARDS },
      { name: 'card_cashback_percent', label: 'Cashback in % des Umsatzes', kind: 'percent', categories: CARDS },
      { name: 'card_cashback_cap', label: 'Cashback höchstens in € im Jahr (optional)', kind: 'euro', categories: CARDS },
      { name: 'card_apple_pay', label: 'Apple Pay', kind: 'checkbox', categories: CARDS },
      { name: 'card_google_pay', label: 'Google Pay', kind: 'checkbox', categories: CARDS },
      { name: 'card_schufa_check', label: 'SCHUFA-Abfrage bei Antrag', kind: 'checkbox', categories: CARDS },
      { name: 'card_full_payment_switch', label: 'Umstellung auf Vollzahlung (nur Teilzahlung)', kind: 'text', categories: CARDS, hint: 'Wie Kunden von der Teilzahlung auf monatliche Vollzahlung wechseln.' },
    ],
  },
  {
    title: 'Sparkonditionen',
    fields: [
      { name: 'savings_product', label: 'Produkt', kind: 'select', categories: SAVINGS, choices: choicesOf(savingsProducts, (product) => (product === 'tagesgeld' ? 'Tagesgeld' : 'Festgeld')) },
      { name: 'savings_base_rate', label: 'Tagesgeld: Zins in % p. a.', kind: 'percent', categories: SAVINGS },
      { name: 'savings_promotion_rate', label: 'Tagesgeld: Neukundenzins in % p. a. (optional)', kind: 'percent', categories: SAVINGS },
      { name: 'savings_promotion_months', label: 'Tagesgeld: Neukundenzins für Monate', kind: 'integer', categories: SAVINGS },
      { name: 'savings_promotion_max_amount', label: 'Tagesgeld: Neukundenzins bis Betrag in €', kind: 'integer', categories: SAVINGS },
      ...savingsTermMonths.map(
        (months): OfferField => ({ name: `savings_term_rate_${months}`, label: `Festgeld: Zins bei ${months} Monaten in % p. a.`, kind: 'percent', categories: SAVINGS }),
      ),
      {
        name: 'savings_crediting',
        label: 'Zinsgutschrift',
        kind: 'select',
        categories: SAVINGS,
        choices: choicesOf([...new Set([...tagesgeldCreditings, ...festgeldCreditings])], (value) => creditingLabels[value as keyof typeof creditingLabels]),
      },
      { name: 'savings_min_amount', label: 'Mindestanlage in €', kind: 'integer', categories: SAVINGS },
      { name: 'savings_max_amount', label: 'Höchstanlage in €', kind: 'integer', categories: SAVINGS },
      { name: 'savings_country', label: 'Sitzland der Bank', kind: 'select', categories: SAVINGS, choices: choicesOf(depositCountries) },
      { name: 'savings_deposit_guarantee', label: 'Einlagensicherung', kind: 'text', categories: SAVINGS },
    ],
  },
  {
    title: 'Repräsentatives Beispiel',
    fields: [
      { name: 'example_amount', label: 'Nettodarlehensbetrag des Beispiels in €', kind: 'integer', categories: RATED },
      { name: 'example_term_months', label: 'Laufzeit des Beispiels in Monaten', kind: 'integer', categories: RATED },
      {
        name: 'example_fixed_rate_years',
        label: 'Zinsbindung des Beispiels',
        kind: 'select',
        categories: MORTGAGES,
        choices: choicesOf(mortgageFixedRatePeriods, (years) => `${years} Jahre`),
        hint: 'Der Sollzins des Beispiels ist der Bauzins dieser Zinsbindung. Leer: kein Beispiel.',
      },
      { name: 'example_loan_to_value', label: 'Beleihungsauslauf des Beispiels in %', kind: 'integer', categories: MORTGAGES },
      { name: 'lender_name', label: 'Darlehensgeber (Name)', kind: 'text', categories: RATED },
      { name: 'lender_address', label: 'Anschrift des Darlehensgebers', kind: 'text', categories: RATED },
      { name: 'is_intermediary', label: 'Partner ist Kreditvermittler', kind: 'checkbox', categories: RATED },
    ],
  },
  {
    title: 'Verwendung und Merkmale',
    fields: [
      { name: 'purposes', label: 'Verwendungszwecke', kind: 'choices', categories: INSTALMENT_LOANS, choices: purposes.map((value) => ({ value, label: purposeLabels[value] })) },
      { name: 'features', label: 'Merkmale', kind: 'choices', categories: INSTALMENT_LOANS, choices: offerFeatures.map((value) => ({ value, label: featureLabels[value] })) },
    ],
  },
  {
    title: 'Texte',
    fields: [
      { name: 'description', label: 'Beschreibung', kind: 'textarea', categories: ALL },
      { name: 'pros', label: 'Vorteile (eine Zeile je Punkt)', kind: 'lines', categories: ALL },
      { name: 'cons', label: 'Nachteile (eine Zeile je Punkt)', kind: 'lines', categories: ALL },
      { name: 'requirements', label: 'Voraussetzungen (eine Zeile je Punkt)', kind: 'lines', categories: ALL },
    ],
  },
  {
    title: 'Bewertung',
    fields: [
      { name: 'evaluated', label: 'Bewertet (die Ratenkredit-Liste sortiert danach)', kind: 'checkbox', categories: INSTALMENT_LOANS },
      { name: 'evaluated_at', label: 'Bewertet am', kind: 'date', categories: INSTALMENT_LOANS },
      ...evaluationCriteria.map(
        ({ key, label }): OfferField => ({ name: `score_${key}`, label: `${label} (0 bis 5 Punkte)`, kind: 'score', categories: INSTALMENT_LOANS }),
      ),
    ],
  },
];

/** The groups and fields the form shows for one category; groups without a field are left out. */
export function fieldGroupsFor(category: PartnerCategory) {
  return offerFieldGroups
    .map((group) => ({ ...group, fields: group.fields.filter((field) => field.categories.includes(category)) }))
    .filter((group) => group.fields.length > 0);
}

export const categoryLabels: Record<PartnerCategory, string> = {
  ratenkredit: 'Ratenkredit',
  comparison: 'Vergleichsportal',
  kreditkarte: 'Kreditkarte',
  unternehmenskredit: 'Unternehmenskredit',
  baufinanzierung: 'Baufinanzierung',
  sparkonto: 'Sparkonto',
};

export const scoreFieldName = (key: EvaluationCriterionKey): ScoreField => `score_${key}`;
export const termRateFieldName = (months: SavingsTermMonths): TermRateField => `savings_term_rate_${months}`;
export const mortgageRateFieldName = (years: MortgageFixedRatePeriod): MortgageRateField => `mortgage_rate_${years}`;
