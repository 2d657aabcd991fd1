import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { usePartnerList } from '@/entities/partner/api/queries';
import type { RankedPartner } from '@/entities/partner/evaluation';
import { ComparisonPendingScript } from '@/features/loan-comparison/components/comparison-pending-script';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { QueryState } from '@/entities/partner/ui/query-state';
import { RESULTS_ID } from '@/features/loan-comparison/components/results-anchor';

// Neither depends on the inputs: typing must not re-render them.
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);

interface ComparisonLayoutProps<Values> {
  list: 'ratenkredit' | 'unternehmenskredit';
  /** The parsed inputs the results are for (UrlInputsState.resultsValues); they follow in a deferred render. */
  values: Values;
  /** True once `values` come from the URL or the visitor, not the prerendered defaults. */
  ready: boolean;
  /** The results render for `values` in this pass, not deferred (see UrlInputsState.resultsNow). */
  resultsNow: boolean;
  /** The GET form with the inputs. */
  form: ReactNode;
  /** The inputs the prerendered figures were computed for, told to visitors without JavaScript. */
  defaultsBasis: string;
  loadingText: string;
  emptyText: string;
  children: (partners: RankedPartner[], values: Values) => ReactNode;
}

/**
 * A personal comparison page's body: the form, the disclosure, the offers computed for the
 * inputs and the ranking note. The field paints at once on a keystroke; the cards follow in an
 * interruptible render that a faster next keystroke abandons, so typing never waits for results
 * of a figure already gone. The render when typing has paused waits on no event of the visitor:
 * the form and the results render in one pass then. A render for the form alone (a hint when
 * typing pauses, with the results' values unchanged) leaves the results part alone; `children`
 * must then be the same function (useCallback).
 */
export function ComparisonLayout<Values>({ list, form, ...results }: ComparisonLayoutProps<Values>) {
  return (
    <div data-partner-list={list}>
      {form}
      <ComparisonResults list={list} {...results} />
    </div>
  );
}

type ResultsProps<Values> = Omit<ComparisonLayoutProps<Values>, 'form'>;

/** `resultsNow` only decides how new values render: with the same values it changes nothing. */
const sameResults = <Values,>({ resultsNow: _before, ...before }: ResultsProps<Values>, { resultsNow: _after, ...after }: ResultsProps<Values>) =>
  (Object.keys(before) as (keyof typeof before)[]).every((key) => before[key] === after[key]);

const ComparisonResults = memo(function ComparisonResults<Values>({
  list,
  values,
  ready,
  resultsNow,
  defaultsBasis,
  loadingText,
  emptyText,
  children,
}: ResultsProps<Values>) {
  const query = usePartnerList(list);
  const deferredValues = useDeferredValue(values);
  const resultValues = resultsNow ? values : deferredValues;
  const resultsCurrent = ready && resultValues === values;
  useEffect(() => {
    // The results for the URL's inputs are committed: show them (public/comparison-pending.js hid them).
    if (resultsCurrent) delete document.documentElement.dataset.comparisonPending;
  }, [resultsCurrent]);
  return (
    <>
      <div className="mt-6">
        <Disclosure />
      </div>
      <ComparisonPendingScript />
      {/* Busy while the cards still show the previous inputs' figures. Every form's action opens the page here. */}
      <div className="mt-5 scroll-mt-4" id={RESULTS_ID} data-comparison-results="" aria-busy={resultValues !== values}>
        {/* First in the results, so a visitor without JavaScript sees it where the form brought them. */}
        <noscript>
          <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {`Ohne JavaScript zeigen wir die Beispielrechnung für ${defaultsBasis}. Für Ihre eigenen Angaben aktivieren Sie bitte JavaScript.`}
          </p>
        </noscript>
        <QueryState query={query} loadingText={loadingText} emptyText={emptyText}>
          {(partners) => children(partners, resultValues)}
        </QueryState>
      </div>
      <Ranking list={list} />
    </>
  );
}, sameResults) as <Values>(props: ResultsProps<Values>) => ReactNode;
