import type { Partner } from '@/features/partners/api/partner-types';
import { RepresentativeExampleText } from '@/features/partners/components/representative-example';

/** 'ab 0,68 %' with the representative example right below it. */
export function PartnerRate({ partner, className }: { partner: Pick<Partner, 'apr_from' | 'representative_example'>; className?: string }) {
  if (!partner.apr_from) return null;
  return (
    <div className={className}>
      <p className="text-sm text-slate-600">
        Effektiver Jahreszins <span className="text-lg font-bold text-slate-900">ab {partner.apr_from}</span>
      </p>
      <RepresentativeExampleText example={partner.representative_example} className="mt-1" />
    </div>
  );
}
