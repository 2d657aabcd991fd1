import type { ComparisonResult } from '@/features/loan-comparison/engine/rank-offers';

type Fitting<T> = ComparisonResult<T>['fitting'][number];

/** One card: where it stands (from the settled results) and what it shows (from the current ones). */
export interface PlacedOffer<T> {
  offer: T;
  /** The figures for the current inputs; null when the offer does not fit them. */
  fitting: Fitting<T> | null;
  /** Why the offer does not fit the current inputs; empty when it fits. */
  reasons: readonly string[];
  /** Its section differs from what the current inputs give: it moves when typing pauses. */
  pending: boolean;
}

export interface Placement<T> {
  /** In the settled order, the section above "Passt nicht zu Ihren Angaben". */
  fitting: PlacedOffer<T>[];
  /** The section below it. */
  nonFitting: PlacedOffer<T>[];
}

/**
 * Places every offer of `current` where `settled` has it: order and sections stay as they were
 * when typing last paused, so the list does not jump on every digit, while each card shows what
 * the current inputs give. A card in the other section than the current inputs put it in is
 * pending. When `current` holds an offer `settled` lacks (new data), it places them as `current` does.
 */
export function placeOffers<T extends { id: string }>(current: ComparisonResult<T>, settled: ComparisonResult<T>): Placement<T> {
  const now = new Map<string, PlacedOffer<T>>();
  for (const entry of current.fitting) now.set(entry.offer.id, { offer: entry.offer, fitting: entry, reasons: [], pending: false });
  for (const { offer, reasons } of current.nonFitting) now.set(offer.id, { offer, fitting: null, reasons, pending: false });
  const place = (entries: readonly { offer: T }[], fits: boolean) =>
    entries.flatMap(({ offer }) => {
      const card = now.get(offer.id);
      return card ? [{ ...card, pending: (card.fitting !== null) !== fits }] : [];
    });
  const fitting = place(settled.fitting, true);
  const nonFitting = place(settled.nonFitting, false);
  if (fitting.length + nonFitting.length === now.size) return { fitting, nonFitting };
  return { fitting: place(current.fitting, true), nonFitting: place(current.nonFitting, false) };
}
