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
  /** The parsed inputs the results are for; they follow in a deferred render. */
  values: Values;
  /** The inputs the order and sections of the results follow (UrlInputsState.settledValues). */
  settledValues: Values;
  /** True once `values` come from the URL or the visitor, not the prerendered defaults. */
  ready: boolean;
  /** The GET form with the inputs. */
  form: ReactNode;
  /** The inputs the prerendered figures were computed for, told to visitors without JavaScript. */
  defaultsBasis: string;
  loadingText: string;
  emptyText: string;
  children: (partners: RankedPartner[], values: Values, settledValues: Values) => ReactNode;
}

/**
 * A personal comparison page's body: the form, the disclosure, the offers computed for the
 * inputs and the ranking note. The field paints at once on a keystroke; the cards follow in an
 * interruptible render that a faster next keystroke abandons, so typing never waits for results
 * of a figure already gone. A render for the form alone (a hint) leaves the results part alone;
 * `children` must then be the same function (module-level).
 */
export function ComparisonLayout<Values>({ list, form, defaultsBasis, ...results }: ComparisonLayoutProps<Values>) {
  return (
    <div data-partner-list={list}>
      {form}
      {/* The form cannot compute without JavaScript: it says so where its button would be (comparison-form.tsx). */}
      <noscript>
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {`Ohne JavaScript können wir nicht mit Ihren Angaben rechnen. Die Angebote unten zeigen die Beispielrechnung für ${defaultsBasis}.`}
        </p>
      </noscript>
      <ComparisonResults list={list} defaultsBasis={defaultsBasis} {...results} />
    </div>
  );
}

type ResultsProps<Values> = Omit<ComparisonLayoutProps<Values>, 'form'>;

const ComparisonResults = memo(function ComparisonResults<Values>({
  list,
  values,
  settledValues,
  ready,
  defaultsBasis,
  loadingText,
  emptyText,
  children,
}: ResultsProps<Values>) {
  const query = usePartnerList(list);
  const deferredValues = useDeferredValue(values);
  const deferredSettled = useDeferredValue(settledValues);
  const resultsCurrent = ready && deferredValues === values;
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
      <div className="mt-5 scroll-mt-4" id={RESULTS_ID} data-comparison-results="" aria-busy={deferredValues !== values}>
        {/* First in the results, so a visitor without JavaScript sees it where the form brought them. */}
        <noscript>
          <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {`Ohne JavaScript zeigen wir die Beispielrechnung für ${defaultsBasis}. Für Ihre eigenen Angaben aktivieren Sie bitte JavaScript.`}
          </p>
        </noscript>
        <QueryState query={query} loadingText={loadingText} emptyText={emptyText}>
          {(partners) => children(partners, deferredValues, deferredSettled)}
        </QueryState>
      </div>
      <Ranking list={list} />
    </>
  );
}) as <Values>(props: ResultsProps<Values>) => ReactNode;
