import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import { FeatureFilters, SortField } from '@/features/partners/components/comparison-filters';
import { ComparisonForm } from '@/features/partners/components/comparison-form';
import { ComparisonPendingScript } from '@/features/partners/components/comparison-pending-script';
import { loadComparisonParser, useComparisonInputs } from '@/features/partners/hooks/use-comparison-inputs';
import { defaultComparisonParams, type ComparisonParams } from '@/features/partners/lib/comparison-options';
import { calculationBasisText, compareOffers, comparisonSummaryText } from '@/features/partners/lib/rank-offers';
import { usePartnerList } from '@/features/partners/api/get-partners';
import { OfferCalculation, OfferMismatch } from '@/features/partners/components/offer-calculation';
import { PartnerCard, type EvaluationStanding } from '@/features/partners/components/partner-card';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { QueryState } from '@/features/partners/components/query-state';
import type { RankedPartner } from '@/features/partners/lib/evaluation';
import { toLoanOffers } from '@/features/partners/lib/loan-offers';

const PRODUCT = 'ratenkredit';
// Neither depends on the inputs: typing must not re-render them.
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);
const RANK_BADGES = 3;

function standingOf(partner: RankedPartner): EvaluationStanding | undefined {
  if (partner.rank === null) return undefined;
  return { score: partner.score, sample: partner.evaluation.sample, rank: partner.rank <= RANK_BADGES ? partner.rank : undefined };
}

/**
 * Cards off screen skip style, layout and paint: a keystroke changes the figures of every card,
 * and laying out 50 of them would cost more than computing them. The placeholder height is a
 * card's typical height; once rendered, the browser remembers the real one.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_34rem] md:[contain-intrinsic-block-size:auto_24rem]';

function OfferItem({ partner, figures }: { partner: RankedPartner; figures?: ReactNode }) {
  return (
    <li className={offscreenCard}>
      {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
      <DeferredHydration>
        <PartnerCard partner={partner} product={PRODUCT} standing={standingOf(partner)} figures={figures} />
      </DeferredHydration>
    </li>
  );
}

/** Memoised on its props: equal inputs leave the cards (and their deferred hydration) untouched. */
const ComparisonResults = memo(function ComparisonResults({ partners, values }: { partners: RankedPartner[]; values: ComparisonParams }) {
  const { offers, uncalculated } = toLoanOffers(partners);
  const { fitting, nonFitting, summary } = compareOffers(offers, values);
  return (
    <>
      <p className="text-sm text-slate-600" data-calculation-basis="">
        {`Berechnet für ${calculationBasisText(values)}`}
      </p>
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
        {comparisonSummaryText(summary)}
      </p>
      {fitting.length > 0 && (
        <ol className="mt-5 space-y-5" data-offers="fitting">
          {fitting.map(({ offer, example }) => (
            <OfferItem key={offer.id} partner={offer.partner} figures={<OfferCalculation offer={offer} example={example} values={values} />} />
          ))}
        </ol>
      )}
      {nonFitting.length > 0 && (
        <section aria-labelledby="passt-nicht-titel" className="mt-10" data-offers="not-fitting">
          <h3 id="passt-nicht-titel" className="text-xl font-bold text-slate-900">
            Passt nicht zu Ihren Angaben
          </h3>
          <ol className="mt-4 space-y-5">
            {nonFitting.map(({ offer, reasons }) => (
              <OfferItem key={offer.id} partner={offer.partner} figures={<OfferMismatch reasons={reasons} />} />
            ))}
          </ol>
        </section>
      )}
      {uncalculated.length > 0 && (
        <section aria-labelledby="ohne-berechnung-titel" className="mt-10" data-offers="uncalculated">
          <h3 id="ohne-berechnung-titel" className="text-xl font-bold text-slate-900">
            Weitere Angebote ohne Berechnung
          </h3>
          <ol className="mt-4 space-y-5">
            {uncalculated.map((partner) => (
              <OfferItem key={partner.id} partner={partner} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
});

/**
 * The personal Ratenkredit comparison: the GET form, then every offer computed for the inputs
 * (fitting ones in the chosen order, the others below with their reasons) and 'So sortieren wir'.
 * Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function LoanComparison() {
  const query = usePartnerList('ratenkredit');
  const { inputs, hints, values, setInputs, ready } = useComparisonInputs();
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
        onFocus={() => void loadComparisonParser()}
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
          {(partners) => <ComparisonResults partners={partners} values={resultValues} />}
        </QueryState>
      </div>
      <Ranking list="ratenkredit" />
    </div>
  );
}
