import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { DeferredGroup, DeferredHydration } from '@/components/deferred-hydration';
import { usePartnerList } from '@/entities/partner/api/queries';
import type { CardConditions, Partner } from '@/entities/partner/schema/validate-partner';
import { PartnerCard } from '@/entities/partner/ui/partner-card';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { QueryState } from '@/entities/partner/ui/query-state';
import { CardFigures } from '@/features/card-comparison/components/card-figures';
import { CARD_RESULTS_ID } from '@/features/card-comparison/components/card-results-anchor';
import { calculationBasisText, cardSortOrderLabels, cardTypeFilterLabels, defaultCardValues, type CardComparisonValues } from '@/features/card-comparison/inputs/card-params';
import { CARD_RESULTS_GROUP } from '@/features/card-comparison/inputs/use-card-inputs';
import { rankCards, type CardOffer } from '@/features/card-comparison/model/rank-cards';

// Neither depends on the inputs: typing must not re-render them.
const Disclosure = memo(PartnerDisclosure);
const Ranking = memo(RankingNote);

/** Cards off screen skip style, layout and paint: a keystroke changes the figures of every card. */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_44rem] md:[contain-intrinsic-block-size:auto_30rem]';

/** One card's props, primitives besides the card's own objects, so a card whose figures stay the same skips the render. */
interface CardItemProps {
  partner: Partner;
  card: CardConditions;
  fee1: number;
  foreign1: number;
  cash1: number;
  cashback1: number;
  total1: number;
  fee2: number;
  foreign2: number;
  cash2: number;
  cashback2: number;
  total2: number;
}

const CardItem = memo(function CardItem({ partner, card, ...costs }: CardItemProps) {
  const firstYear = { annualFee: costs.fee1, foreignUse: costs.foreign1, cash: costs.cash1, cashback: costs.cashback1, total: costs.total1 };
  const laterYears = { annualFee: costs.fee2, foreignUse: costs.foreign2, cash: costs.cash2, cashback: costs.cashback2, total: costs.total2 };
  return (
    <li className={offscreenCard} data-card-offer={partner.brand_id}>
      {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
      <DeferredHydration>
        <PartnerCard
          partner={partner}
          product="kreditkarte"
          maxCons={2}
          ctaLabel="Karte beantragen"
          figures={<CardFigures partner={partner} card={card} firstYear={firstYear} laterYears={laterYears} />}
        />
      </DeferredHydration>
    </li>
  );
});

function itemProps({ partner, card, cost: { firstYear, laterYears } }: CardOffer): CardItemProps {
  return {
    partner,
    card,
    fee1: firstYear.annualFee,
    foreign1: firstYear.foreignUse,
    cash1: firstYear.cash,
    cashback1: firstYear.cashback,
    total1: firstYear.total,
    fee2: laterYears.annualFee,
    foreign2: laterYears.foreignUse,
    cash2: laterYears.cash,
    cashback2: laterYears.cashback,
    total2: laterYears.total,
  };
}

function summaryText(count: number, values: CardComparisonValues): string {
  const cards = values.kartenart === 'alle' ? (count === 1 ? 'Karte' : 'Karten') : cardTypeFilterLabels[values.kartenart];
  return `${count} ${cards}, sortiert nach ${cardSortOrderLabels[values.sortierung]}`;
}

interface CardListProps {
  partners: Partner[];
  /** The inputs every figure and the basis line are for. */
  values: CardComparisonValues;
  /** The inputs the order follows: typed figures settle at the pause in typing, so cards do not jump at every digit. */
  settledValues: CardComparisonValues;
}

/**
 * Every card computed for the inputs, in the order of the ranking note; cards without usable conditions
 * follow without a calculation. Figures and basis line are for `values`, the order for `settledValues`.
 */
const CardList = memo(function CardList({ partners, values, settledValues }: CardListProps) {
  const current = useMemo(() => rankCards(partners, values), [partners, values]);
  const settled = useMemo(() => (settledValues === values ? current : rankCards(partners, settledValues)), [partners, settledValues, values, current]);
  const ordered = useMemo(() => {
    const byId = new Map(current.offers.map((offer) => [offer.partner.id, offer]));
    return settled.offers.flatMap((offer) => byId.get(offer.partner.id) ?? []);
  }, [current, settled]);
  const moving = ordered.some((offer, index) => offer !== current.offers[index]);
  return (
    <div>
      {/* Focused when the live form is sent (card-results-anchor.ts). */}
      <p tabIndex={-1} className="rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600" data-calculation-basis="">
        {`Berechnet für: ${calculationBasisText(values)}`}
      </p>
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
        {summaryText(current.offers.length, values)}
      </p>
      {ordered.length === 0 && <p className="mt-5 rounded-xl bg-slate-50 p-6 text-slate-700">Zu dieser Kartenart haben wir derzeit keine Angebote.</p>}
      <ol className="mt-5 space-y-5" aria-busy={moving} data-card-list="">
        {ordered.map((offer) => (
          <CardItem key={offer.partner.id} {...itemProps(offer)} />
        ))}
      </ol>
      {current.uncalculated.length > 0 && (
        <section aria-labelledby="karten-ohne-berechnung" className="mt-10" data-cards-uncalculated="">
          <h3 id="karten-ohne-berechnung" className="text-xl font-bold text-slate-900">
            Weitere Karten ohne Kostenberechnung
          </h3>
          <ol className="mt-4 space-y-5">
            {current.uncalculated.map((partner) => (
              <li key={partner.id}>
                <DeferredHydration>
                  <PartnerCard partner={partner} product="kreditkarte" maxCons={2} ctaLabel="Karte beantragen" figures={<p className="text-sm text-slate-700">Konditionen beim Anbieter</p>} />
                </DeferredHydration>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
});

interface CardResultsProps {
  values: CardComparisonValues;
  settledValues: CardComparisonValues;
  /** True once `values` come from the URL or the visitor, not the prerendered defaults. */
  ready: boolean;
}

const defaultsBasis = calculationBasisText(defaultCardValues);

/**
 * The disclosure with the credit warning, the cards for the inputs and the ranking note. The field paints at once
 * on a keystroke; the cards follow in an interruptible render that a faster next keystroke abandons.
 */
export const CardResults = memo(function CardResults({ values, settledValues, ready }: CardResultsProps) {
  const query = usePartnerList('kreditkarte');
  const deferredValues = useDeferredValue(values);
  const deferredSettled = useDeferredValue(settledValues);
  const resultsCurrent = ready && deferredValues === values;
  useEffect(() => {
    // The cards for the URL's inputs are committed: show them (public/comparison-pending.js hid them).
    if (resultsCurrent) delete document.documentElement.dataset.comparisonPending;
  }, [resultsCurrent]);
  return (
    <>
      <div className="mt-6">
        <Disclosure />
      </div>
      {/* Busy while the cards still show the previous inputs' figures. The form's action opens the page here. */}
      <div className="mt-5 scroll-mt-4" id={CARD_RESULTS_ID} data-comparison-results="" aria-busy={deferredValues !== values}>
        <noscript>
          <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {`Ohne JavaScript können wir nicht mit Ihren Angaben rechnen. Die Kosten unten gelten für ${defaultsBasis}.`}
          </p>
        </noscript>
        <DeferredGroup name={CARD_RESULTS_GROUP}>
          <QueryState query={query} loadingText="Lädt Kreditkarten..." emptyText="Derzeit keine Kreditkarten verfügbar.">
            {(partners) => <CardList partners={partners} values={deferredValues} settledValues={deferredSettled} />}
          </QueryState>
        </DeferredGroup>
      </div>
      <Ranking list="kreditkarte" />
    </>
  );
});
