import { amountRangeText, aprFromText } from '@/entities/partner/condition-texts';
import type { PartnerCategory } from '@/entities/partner/model';
import { parsePartnerRow } from '@/entities/partner/schema/validate-partner';
import { ConditionsStand } from '@/entities/partner/ui/conditions-stand';
import { StoredFigures } from '@/entities/partner/ui/partner-card';
import { StoredLoanFigures } from '@/entities/partner/ui/stored-loan-figures';
import type { OfferRow } from '@/features/admin/api/offer-row';
import type { OfferValidation } from '@/features/admin/lib/offer-form';

const amountLabels: Partial<Record<PartnerCategory, string>> = { kreditkarte: 'Kreditrahmen', baufinanzierung: 'Darlehenssumme' };

/** The row as it will be after the save: texts rendered from the figures as save_partner renders them. */
function previewRow(row: OfferRow, changes: Record<string, unknown>, checkedAt: string) {
  const next = { ...row, ...changes, conditions_checked_at: checkedAt } as Record<string, unknown>;
  if (typeof next.min_amount === 'number' && typeof next.max_amount === 'number') next.amount_range = amountRangeText(next.min_amount, next.max_amount);
  if (typeof next.effective_rate_min === 'number') next.apr_from = aprFromText(next.effective_rate_min);
  return parsePartnerRow(next, () => {});
}

/** The offer's figures and representative example as the public card will show them after the save. */
export function OfferPreview({ row, validation, checkedAt }: { row: OfferRow; validation: OfferValidation; checkedAt: string }) {
  const partner = validation.ok ? previewRow(row, validation.changes, checkedAt) : null;
  return (
    <section aria-labelledby="offer-preview-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h4 id="offer-preview-title" className="text-base font-semibold text-slate-900">
        Vorschau auf der Website
      </h4>
      <div aria-live="polite" className="mt-3" data-offer-preview="">
        {partner ? (
          <>
            {row.category === 'sparkonto' ? (
              <StoredFigures partner={partner} amountLabel="Anlagebetrag" rateLabel="Zinssatz" rate={partner.apr_from ? `${partner.apr_from} p. a.` : '–'} />
            ) : (
              <StoredLoanFigures partner={partner} amountLabel={amountLabels[row.category]} />
            )}
            <ConditionsStand checkedAt={partner.conditions_checked_at} className="mt-2" />
          </>
        ) : (
          <p className="text-sm text-slate-700">Die Vorschau erscheint, sobald alle Angaben stimmen.</p>
        )}
      </div>
    </section>
  );
}
