import { memo, useDeferredValue, useEffect } from 'react';
import { usePartnerList } from '@/features/partners/api/get-partners';
import { FeatureFilters, SortField } from '@/features/partners/components/comparison-filters';
import { ComparisonForm } from '@/features/partners/components/comparison-form';
import { ComparisonPendingScript } from '@/features/partners/components/comparison-pending-script';
import { OfferResults } from '@/features/partners/components/offer-results';
import type { EvaluationStanding } from '@/features/partners/components/partner-card';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { QueryState } from '@/features/partners/components/query-state';
import { useUrlInputs, type InputsParser } from '@/features/partners/hooks/use-url-inputs';
import { defaultComparisonInputs, defaultComparisonParams, type ComparisonInputs } from '@/features/partners/lib/comparison-options';
import type { ParsedComparisonParams } from '@/features/partners/lib/comparison-params';
import type { RankedPartner } from '@/features/partners/lib/evaluation';
import { calculationBasisText } from '@/features/partners/lib/rank-offers';

// Neither depends on the inputs: typing must not re-render them.
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);
const RANK_BADGES = 3;

function standingOf(partner: RankedPartner): EvaluationStanding | undefined {
  if (partner.rank === null) return undefined;
  return { score: partner.score, sample: partner.evaluation.sample, rank: partner.rank <= RANK_BADGES ? partner.rank : undefined };
}

let parserPromise: Promise<InputsParser<ComparisonInputs, ParsedComparisonParams>> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
const loadRatenkreditParser = () =>
  (parserPromise ??= import('@/features/partners/lib/comparison-inputs').then(({ inputsFromSearch, parseComparisonInputs, searchForInputs }) => ({
    inputsFromSearch,
    parseInputs: parseComparisonInputs,
    searchForInputs,
  })));

const DEFAULTS: ParsedComparisonParams = { values: defaultComparisonParams, hints: {} };

/**
 * The personal Ratenkredit comparison: the GET form, then every offer computed for the inputs
 * (fitting ones in the chosen order, the others below with their reasons) and 'So sortieren wir'.
 * Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function LoanComparison() {
  const query = usePartnerList('ratenkredit');
  const { inputs, hints, values, setInputs, ready } = useUrlInputs({
    loadParser: loadRatenkreditParser,
    defaultInputs: defaultComparisonInputs,
    defaultParsed: DEFAULTS,
  });
  // A keystroke paints the field at once; the 50 cards follow in an interruptible render that a
  // faster next keystroke abandons, so typing never waits for results of a figure already gone.
  const resultValues = useDeferredValue(values);
  const resultsCurrent = ready && resultValues === values;
  useEffect(() => {
    // The results for the URL's inputs are committed: show them (public/comparison-pending.js hid them).
    if (resultsCurrent) delete document.documentElement.dataset.comparisonPending;
  }, [resultsCurrent]);
  return (
    <div data-partner-list="ratenkredit">
      <ComparisonForm
        onFocus={() => void loadRatenkreditParser()}
        inputs={inputs}
        hints={hints}
        onInputsChange={setInputs}
        extraFields={<SortField inputs={inputs} hint={hints.sortierung} onInputsChange={setInputs} />}
        className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <FeatureFilters inputs={inputs} onInputsChange={setInputs} />
      </ComparisonForm>
      <noscript>
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {`Ohne JavaScript zeigen wir die Beispielrechnung für ${calculationBasisText(defaultComparisonParams)}. Für Ihre eigenen Angaben aktivieren Sie bitte JavaScript.`}
        </p>
      </noscript>
      <div className="mt-6">
        <Disclosure />
      </div>
      <ComparisonPendingScript />
      {/* Busy while the cards still show the previous inputs' figures (they follow the field in a deferred render). */}
      <div className="mt-5" data-comparison-results="" aria-busy={resultValues !== values}>
        <QueryState query={query} loadingText="Lädt Partner..." emptyText="Derzeit keine Partner verfügbar.">
          {(partners) => <OfferResults partners={partners} values={resultValues} product="ratenkredit" standingOf={standingOf} />}
        </QueryState>
      </div>
      <Ranking list="ratenkredit" />
    </div>
  );
}
