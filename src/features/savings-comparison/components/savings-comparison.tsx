import { memo, useDeferredValue, useEffect } from 'react';
import { DeferredGroup, useHydrated } from '@/components/deferred-hydration';
import { savingsComparisonTexts } from '@/content/guides/sparkonto';
import { usePartnerList } from '@/entities/partner/api/queries';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { QueryState } from '@/entities/partner/ui/query-state';
import { SAVINGS_RESULTS_ID, SavingsForm } from '@/features/savings-comparison/components/savings-form';
import { SavingsResults } from '@/features/savings-comparison/components/savings-results';
import { defaultSavingsValues, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { loadSavingsParser, SAVINGS_RESULTS_GROUP, useSavingsInputs } from '@/features/savings-comparison/inputs/use-savings-inputs';
import { savingsBasisText } from '@/features/savings-comparison/model/savings-offers';

// Neither depends on the inputs: typing must not re-render them.
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);

const defaultsBasis = savingsBasisText(defaultSavingsValues);

/**
 * The render-blocking script that fills the form in from the URL and hides the results prerendered
 * for the defaults until the app has rendered them for the URL's inputs (public/comparison-pending.js).
 * Only in the server HTML; a client render leaves it out, as React would not run it.
 */
function SavingsPendingScript() {
  return useHydrated() ? null : <script src="/comparison-pending.js" />;
}

interface ResultsProps {
  values: SavingsValues;
  settledValues: SavingsValues;
  ready: boolean;
}

/** The results part: a render for the form alone (a hint) leaves it alone. */
const Results = memo(function Results({ values, settledValues, ready }: ResultsProps) {
  const query = usePartnerList('sparkonto');
  const deferredValues = useDeferredValue(values);
  const deferredSettled = useDeferredValue(settledValues);
  const current = ready && deferredValues === values;
  useEffect(() => {
    // The results for the URL's inputs are committed: show them (public/comparison-pending.js hid them).
    if (current) delete document.documentElement.dataset.comparisonPending;
  }, [current]);
  return (
    <>
      <div className="mt-6">
        <Disclosure credit={false} />
      </div>
      <SavingsPendingScript />
      <div className="mt-5 scroll-mt-4" id={SAVINGS_RESULTS_ID} data-comparison-results="" aria-busy={deferredValues !== values}>
        <noscript>
          <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {`Ohne JavaScript zeigen wir die Berechnung für ${defaultsBasis}. Für Ihre eigenen Angaben aktivieren Sie bitte JavaScript.`}
          </p>
        </noscript>
        <DeferredGroup name={SAVINGS_RESULTS_GROUP}>
          <QueryState query={query} loadingText="Lade Sparkonten..." emptyText="Derzeit keine Sparkonten verfügbar.">
            {(partners) => <SavingsResults partners={partners} values={deferredValues} settledValues={deferredSettled} />}
          </QueryState>
        </DeferredGroup>
        <div className="mt-6 space-y-3 text-sm text-slate-700">
          {deferredValues.betrag > savingsComparisonTexts.guaranteeLimit && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-guarantee-warning="">
              {savingsComparisonTexts.aboveGuarantee}
            </p>
          )}
          <p data-tax-note="">{savingsComparisonTexts.tax}</p>
        </div>
      </div>
      <Ranking list="sparkonto" />
    </>
  );
});

/**
 * The Tagesgeld and Festgeld comparison on /ratgeber/sparkonto: the GET form, then every offer of
 * the chosen product computed for the inputs, the notes on guarantee and tax, and "So sortieren
 * wir". Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function SavingsComparison() {
  const { inputs, hints, values, settledValues, update, ready } = useSavingsInputs();
  return (
    <div data-partner-list="sparkonto">
      <SavingsForm inputs={inputs} hints={hints} onInputsChange={update} onFocus={() => void loadSavingsParser()} />
      <noscript>
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {`Ohne JavaScript können wir nicht mit Ihren Angaben rechnen. Die Angebote unten zeigen die Berechnung für ${defaultsBasis}.`}
        </p>
      </noscript>
      <Results values={values} settledValues={settledValues} ready={ready} />
    </div>
  );
}
