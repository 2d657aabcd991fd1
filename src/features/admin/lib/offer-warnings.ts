import { partnerListOrder, partnerLists } from '@/entities/partner/api/lists';
import { isConditionsOutdated } from '@/entities/partner/conditions-age';
import type { PartnerCategory } from '@/entities/partner/model';
import { parseEvaluation } from '@/entities/partner/schema/parse-evaluation';
import { parseTrackingUrl } from '@/entities/partner/schema/tracking-url';
import type { OfferRow } from '@/features/admin/api/offer-row';
import { berlinDay } from '@/lib/format';

type WarningRow = Pick<OfferRow, 'category' | 'conditions_checked_at' | 'representative_example' | 'lender_address' | 'adtraction_tracking_url' | 'evaluation'>;

/** Categories shown in a list that ranks by the evaluation score (lists.ts), where an unevaluated offer has no place. */
const rankedCategories: ReadonlySet<PartnerCategory> = new Set(
  Object.entries(partnerLists).flatMap(([list, categories]) => (partnerListOrder[list as keyof typeof partnerLists] === 'evaluation' ? categories : [])),
);

/** What an editor should fix about an offer, in German; empty when nothing. */
export function offerWarnings(row: WarningRow, now: Date, maxAgeDays: number): string[] {
  const warnings: string[] = [];
  if (isConditionsOutdated(row.conditions_checked_at, berlinDay(now), maxAgeDays)) warnings.push(`Konditionen älter als ${maxAgeDays} Tage`);
  if (row.representative_example !== null && !row.lender_address?.trim()) warnings.push('Anschrift des Darlehensgebers fehlt');
  if (parseTrackingUrl(row.adtraction_tracking_url) === null) warnings.push('Tracking-Link fehlt oder ist ungültig');
  if (rankedCategories.has(row.category) && parseEvaluation(row.evaluation) === null) warnings.push('Keine Bewertung, obwohl die Liste nach Bewertung sortiert');
  return warnings;
}
