import { tipCategories, type SavingTip, type TipFilter } from '@/content/guides/finanz-tipps';

export const TIP_FILTER_PARAM = 'kategorie';

/** Reads the chip state from the URL (?kategorie=…); unknown or missing values mean all tips. */
export function parseTipFilter(value: string | null | undefined): TipFilter {
  return tipCategories.find((category) => category === value) ?? 'all';
}

export function filterTips(tips: readonly SavingTip[], filter: TipFilter): readonly SavingTip[] {
  return filter === 'all' ? tips : tips.filter((tip) => tip.category === filter);
}

/** The search string for a filter: none for all, so the shared default URL stays clean. */
export function tipFilterSearch(filter: TipFilter): URLSearchParams {
  return filter === 'all' ? new URLSearchParams() : new URLSearchParams({ [TIP_FILTER_PARAM]: filter });
}
