import { ComparisonForm } from '@/features/loan-comparison/components/comparison-form';
import { ComparisonLayout } from '@/features/loan-comparison/components/comparison-layout';
import { LOAN_RESULTS_GROUP, OfferResults } from '@/features/loan-comparison/components/offer-results';
import { useUrlInputs } from '@/lib/use-url-inputs';
import type { AmountTermParser } from '@/features/loan-comparison/inputs/amount-term';
import { businessLoanProduct, defaultBusinessLoanInputs, defaultBusinessLoanParams, type BusinessLoanParams } from '@/features/loan-comparison/inputs/business-loan';
import type { ParsedAmountTerm } from '@/features/loan-comparison/inputs/parse';
import type { RankedPartner } from '@/entities/partner/evaluation';
import type { LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import { calculationBasisText } from '@/features/loan-comparison/engine/rank-offers';
import { formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';
import { stopDeferring } from '@/components/deferred-hydration';
import { hasComparisonParams } from '@/features/loan-comparison/inputs/param-names';

/** Results for the URL's inputs replace the offer cards: those hydrate first, the rest of the page keeps its turns. */
const releaseOfferCards = () => stopDeferring(LOAN_RESULTS_GROUP);

const PRODUCT = 'unternehmenskredit';

let parserPromise: Promise<AmountTermParser> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
function loadBusinessLoanParser() {
  return (parserPromise ??= import('@/features/loan-comparison/inputs/amount-term').then(({ amountTermParser }) => amountTermParser(businessLoanProduct)));
}

const DEFAULTS: ParsedAmountTerm = { values: defaultBusinessLoanParams, hints: {} };

function rateNote(offer: LoanOffer): string {
  return `Gerechnet mit dem 2/3-Zins: ${formatPercent(offer.twoThirds.effectiveRate)} effektiv. Diesen oder einen günstigeren Zins erhalten mindestens zwei Drittel der Kunden.`;
}

/** Module-level, so a render for the form alone leaves the results alone (see ComparisonLayout). */
const renderResults = (partners: RankedPartner[], values: BusinessLoanParams, settledValues: BusinessLoanParams) => (
  <OfferResults partners={partners} values={values} settledValues={settledValues} product={PRODUCT} inputsLabel="Betrag und Laufzeit" rateNote={rateNote} />
);

/**
 * The business loan comparison on /unternehmenskredit: a GET form for amount and term, then every
 * offer computed for them (fitting ones in the editorial order, the others below with their reasons).
 * Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function BusinessLoanComparison() {
  const { inputs, hints, values, settledValues, update, ready } = useUrlInputs({
    loadParser: loadBusinessLoanParser,
    hasParams: hasComparisonParams,
    releaseResults: releaseOfferCards,
    form: 'form[data-comparison-form]',
    defaultInputs: defaultBusinessLoanInputs,
    defaultParsed: DEFAULTS,
  });
  return (
    <ComparisonLayout
      list="unternehmenskredit"
      values={values}
      settledValues={settledValues}
      ready={ready}
      defaultsBasis={calculationBasisText(defaultBusinessLoanParams)}
      loadingText="Lädt Unternehmenskredite..."
      emptyText="Derzeit keine Unternehmenskredite verfügbar."
      form={
        <ComparisonForm
          action={routePath('unternehmenskredit')}
          withPurpose={false}
          onFocus={() => void loadBusinessLoanParser()}
          inputs={inputs}
          hints={hints}
          onInputsChange={update}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
        />
      }
    >
      {renderResults}
    </ComparisonLayout>
  );
}
