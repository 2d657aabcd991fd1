import { memo, useMemo } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { PartnerCard, StoredFigures } from '@/entities/partner/ui/partner-card';
import type { SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { SavingsFigures } from '@/features/savings-comparison/components/savings-figures';
import { compareSavingsOffers, savingsBasisText, savingsSummaryText, toSavingsOffers, type SavingsOffer, type SavingsResult } from '@/features/savings-comparison/model/savings-offers';
import { cn } from '@/lib/cn';

/** Cards off screen skip style, layout and paint; the placeholder is a card's typical height. */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_30rem] md:[contain-intrinsic-block-size:auto_20rem]';

const CTA = 'Konto eröffnen';

/** An offer without structured conditions: its stored amount range and rate, nothing computed. */
function StoredSavingsFigures({ partner }: { partner: Partner }) {
  return <StoredFigures partner={partner} amountLabel="Anlagebetrag" rateLabel="Zinssatz" rate={partner.apr_from ? `${partner.apr_from} p. a.` : '–'} />;
}

interface OfferItemProps {
  offer: SavingsOffer;
  section: 'fitting' | 'not-fitting';
  /** The card will change section when typing pauses. */
  pending: boolean;
  result: SavingsResult;
  dauer: SavingsValues['dauer'];
  neukunde: SavingsValues['neukunde'];
}

/** Props that render the same figures: a keystroke re-renders only cards whose figures change. */
const sameFigures = (a: OfferItemProps, b: OfferItemProps) =>
  a.offer === b.offer &&
  a.section === b.section &&
  a.pending === b.pending &&
  a.dauer === b.dauer &&
  a.neukunde === b.neukunde &&
  a.result.fits === b.result.fits &&
  (a.result.fits && b.result.fits
    ? a.result.outcome.interest === b.result.outcome.interest && a.result.outcome.finalBalance === b.result.outcome.finalBalance
    : !a.result.fits && !b.result.fits && a.result.reasons.join('\n') === b.result.reasons.join('\n'));

const OfferItem = memo(function OfferItem({ offer, section, pending, result, dauer, neukunde }: OfferItemProps) {
  const figures = (
    <SavingsFigures
      conditions={offer.conditions}
      dauer={dauer}
      neukunde={neukunde}
      outcome={result.fits ? result.outcome : undefined}
      reasons={result.fits ? undefined : result.reasons}
    />
  );
  return (
    <div className={cn(offscreenCard, pending && 'opacity-50')} data-offers={section} data-offer-id={offer.id} aria-busy={pending || undefined}>
      {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
      <DeferredHydration>
        <PartnerCard partner={offer.partner} product="sparkonto" maxPros={4} maxCons={2} ctaLabel={CTA} figures={figures} />
      </DeferredHydration>
    </div>
  );
}, sameFigures);

interface SavingsResultsProps {
  partners: Partner[];
  /** The inputs the figures, the basis line and the summary are for. */
  values: SavingsValues;
  /** The inputs the order and the sections follow: they settle when typing pauses. */
  settledValues: SavingsValues;
}

/**
 * The offers of the chosen product for the inputs: those that fit in the chosen order, then under
 * "Passt nicht zu Ihren Angaben" the others with their reasons, then partners without usable
 * conditions. Figures are for `values`, order and sections for `settledValues`, so the cards keep
 * their places while the visitor types; a card that will change section is marked pending.
 */
export const SavingsResults = memo(function SavingsResults({ partners, values, settledValues }: SavingsResultsProps) {
  const { offers, uncalculated } = useMemo(() => toSavingsOffers(partners), [partners]);
  const current = useMemo(() => compareSavingsOffers(offers, values), [offers, values]);
  const settled = useMemo(() => (settledValues === values ? current : compareSavingsOffers(offers, settledValues)), [offers, settledValues, values, current]);
  const resultById = new Map([...current.fitting, ...current.nonFitting].map((result) => [result.offer.id, result]));
  // An offer of another product (the product changed while typing) has no current result: skip it until the order settles.
  const items = (list: readonly SavingsResult[], section: OfferItemProps['section']) =>
    list.flatMap(({ offer }) => {
      const result = resultById.get(offer.id);
      if (!result) return [];
      return [<OfferItem key={offer.id} offer={offer} section={section} pending={result.fits !== (section === 'fitting')} result={result} dauer={values.dauer} neukunde={values.neukunde} />];
    });
  return (
    <div>
      {/* Focused when the live form is sent. */}
      <p tabIndex={-1} className="rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600" data-calculation-basis="">
        {`Berechnet für ${savingsBasisText(values)}`}
      </p>
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
        {savingsSummaryText(current, values)}
      </p>
      <div className="mt-5 space-y-5" data-offer-list="">
        {[
          ...items(settled.fitting, 'fitting'),
          settled.nonFitting.length > 0 && (
            <h3 key="passt-nicht" className="pt-5 text-xl font-bold text-slate-900">
              Passt nicht zu Ihren Angaben
            </h3>
          ),
          ...items(settled.nonFitting, 'not-fitting'),
        ]}
      </div>
      {uncalculated.length > 0 && (
        <section aria-labelledby="ohne-berechnung-titel" className="mt-10" data-offers="uncalculated">
          <h3 id="ohne-berechnung-titel" className="text-xl font-bold text-slate-900">
            Weitere Angebote ohne Berechnung
          </h3>
          <ol className="mt-4 space-y-5">
            {uncalculated.map((partner) => (
              <li key={partner.id}>
                <DeferredHydration>
                  <PartnerCard partner={partner} product="sparkonto" maxPros={4} maxCons={2} ctaLabel={CTA} figures={<StoredSavingsFigures partner={partner} />} />
                </DeferredHydration>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
});
