import { memo, useDeferredValue, useEffect } from 'react';
import { usePartnerList } from '@/features/partners/api/get-partners';
import type { Partner } from '@/features/partners/api/partner-types';
import { ComparisonForm } from '@/features/partners/components/comparison-form';
import { ComparisonPendingScript } from '@/features/partners/components/comparison-pending-script';
import { OfferResults } from '@/features/partners/components/offer-results';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { QueryState } from '@/features/partners/components/query-state';
import { useUrlInputs } from '@/features/partners/hooks/use-url-inputs';
import type { AmountTermParser } from '@/features/partners/lib/amount-term-inputs';
import { businessLoanProduct, defaultBusinessLoanInputs, defaultBusinessLoanParams } from '@/features/partners/lib/business-loan-options';
import type { ParsedAmountTerm } from '@/features/partners/lib/comparison-params';
import type { LoanOffer } from '@/features/partners/lib/loan-offers';
import { calculationBasisText } from '@/features/partners/lib/rank-offers';
import { formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const PRODUCT = 'unternehmenskredit';
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);

let parserPromise: Promise<AmountTermParser> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
function loadBusinessLoanParser() {
  return (parserPromise ??= import('@/features/partners/lib/amount-term-inputs').then(({ amountTermParser }) => amountTermParser(businessLoanProduct)));
}

const DEFAULTS: ParsedAmountTerm = { values: defaultBusinessLoanParams, hints: {} };

/**
 * Business loans are no consumer credit, so their examples are a Beispielrechnung; the consumer
 * loan portals in this list (category 'comparison') publish a representative example under PAngV.
 */
function exampleLabel(partner: Partner): string {
  return partner.category === 'unternehmenskredit' ? 'Beispielrechnung für Ihre Angaben' : 'Repräsentatives Beispiel für Ihre Angaben';
}

function rateNote(offer: LoanOffer): string {
  return `Gerechnet mit dem 2/3-Zins: ${formatPercent(offer.twoThirds.effectiveRate)} effektiv erhalten mindestens zwei Drittel der Kunden.`;
}

/**
 * The business loan comparison on /unternehmenskredit: a GET form for amount and term, then every
 * offer computed for them (fitting ones in the editorial order, the others below with their reasons).
 * Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function BusinessLoanComparison() {
  const query = usePartnerList('unternehmenskredit');
  const { inputs, hints, values, setInputs, ready } = useUrlInputs({
    loadParser: loadBusinessLoanParser,
    defaultInputs: defaultBusinessLoanInputs,
    defaultParsed: DEFAULTS,
  });
  // The field paints at once; the cards follow in an interruptible render.
  const resultValues = useDeferredValue(values);
  const resultsCurrent = ready && resultValues === values;
  useEffect(() => {
    // The results for the URL's inputs are committed: show them (public/comparison-pending.js hid them).
    if (resultsCurrent) delete document.documentElement.dataset.comparisonPending;
  }, [resultsCurrent]);
  return (
    <div data-partner-list="unternehmenskredit">
      <ComparisonForm
        action={routePath('unternehmenskredit')}
        withPurpose={false}
        onFocus={() => void loadBusinessLoanParser()}
        inputs={inputs}
        hints={hints}
        onInputsChange={setInputs}
        className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      />
      <noscript>
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {`Ohne JavaScript zeigen wir die Beispielrechnung für ${calculationBasisText(defaultBusinessLoanParams)}. Für Ihre eigenen Angaben aktivieren Sie bitte JavaScript.`}
        </p>
      </noscript>
      <div className="mt-6">
        <Disclosure />
      </div>
      <ComparisonPendingScript />
      {/* Busy while the cards still show the previous inputs' figures. */}
      <div className="mt-5" data-comparison-results="" aria-busy={resultValues !== values}>
        <QueryState query={query} loadingText="Lädt Unternehmenskredite..." emptyText="Derzeit keine Unternehmenskredite verfügbar.">
          {(partners) => (
            <OfferResults partners={partners} values={resultValues} product={PRODUCT} inputsLabel="Betrag und Laufzeit" exampleLabel={exampleLabel} rateNote={rateNote} />
          )}
        </QueryState>
      </div>
      <Ranking list="unternehmenskredit" />
    </div>
  );
}
