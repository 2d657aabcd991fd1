import { FeatureFilters, SortField } from '@/features/loan-comparison/components/comparison-filters';
import { ComparisonForm } from '@/features/loan-comparison/components/comparison-form';
import { ComparisonLayout } from '@/features/loan-comparison/components/comparison-layout';
import { LOAN_RESULTS_GROUP, OfferResults } from '@/features/loan-comparison/components/offer-results';
import type { EvaluationStanding } from '@/entities/partner/ui/partner-card';
import { useUrlInputs, type InputsParser, type UpdateInputs } from '@/lib/use-url-inputs';
import { defaultComparisonInputs, defaultComparisonParams, type ComparisonInputs, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import type { ParsedComparisonParams } from '@/features/loan-comparison/inputs/parse';
import type { RankedPartner } from '@/entities/partner/evaluation';
import { calculationBasisText } from '@/features/loan-comparison/engine/rank-offers';
import { stopDeferring } from '@/components/deferred-hydration';
import { hasComparisonParams } from '@/features/loan-comparison/inputs/param-names';

/** Results for the URL's inputs replace the offer cards: those hydrate first, the rest of the page keeps its turns. */
const releaseOfferCards = () => stopDeferring(LOAN_RESULTS_GROUP);

const RANK_BADGES = 3;

function standingOf(partner: RankedPartner): EvaluationStanding | undefined {
  if (partner.rank === null) return undefined;
  return { score: partner.score, sample: partner.evaluation.sample, rank: partner.rank <= RANK_BADGES ? partner.rank : undefined };
}

let parserPromise: Promise<InputsParser<ComparisonInputs, ParsedComparisonParams>> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
const loadRatenkreditParser = () =>
  (parserPromise ??= import('@/features/loan-comparison/inputs/url').then(({ inputsFromSearch, parseComparisonInputs, searchForParsed }) => ({
    inputsFromSearch,
    parseInputs: parseComparisonInputs,
    searchForParsed,
  })));

const DEFAULTS: ParsedComparisonParams = { values: defaultComparisonParams, hints: {} };

/** Module-level, so a render for the form alone leaves the results alone (see ComparisonLayout). */
const renderResults = (partners: RankedPartner[], values: ComparisonParams, settledValues: ComparisonParams) => (
  <OfferResults partners={partners} values={values} settledValues={settledValues} product="ratenkredit" standingOf={standingOf} storedExample />
);

/**
 * The personal Ratenkredit comparison: the GET form, then every offer computed for the inputs
 * (fitting ones in the chosen order, the others below with their reasons) and 'So sortieren wir'.
 * Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function LoanComparison() {
  const { inputs, hints, values, settledValues, update, ready } = useUrlInputs({
    loadParser: loadRatenkreditParser,
    hasParams: hasComparisonParams,
    releaseResults: releaseOfferCards,
    form: 'form[data-comparison-form]',
    defaultInputs: defaultComparisonInputs,
    defaultParsed: DEFAULTS,
  });
  // Back to the amount, an order by amount (only offered with a Wunschrate) becomes the default.
  const updateInputs: UpdateInputs<ComparisonInputs> = (patch, source) =>
    update(patch.modus === 'betrag' && inputs.sortierung === 'betrag' ? { ...patch, sortierung: defaultComparisonParams.sortierung } : patch, source);
  return (
    <ComparisonLayout
      list="ratenkredit"
      values={values}
      settledValues={settledValues}
      ready={ready}
      defaultsBasis={calculationBasisText(defaultComparisonParams)}
      loadingText="Lädt Partner..."
      emptyText="Derzeit keine Partner verfügbar."
      form={
        <ComparisonForm
          onFocus={() => void loadRatenkreditParser()}
          inputs={inputs}
          hints={hints}
          onInputsChange={updateInputs}
          withBudget
          extraFields={<SortField inputs={inputs} mode={values.modus} hint={hints.sortierung} onInputsChange={updateInputs} />}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
        >
          <FeatureFilters inputs={inputs} onInputsChange={updateInputs} />
        </ComparisonForm>
      }
    >
      {renderResults}
    </ComparisonLayout>
  );
}
