import { ohneSchufaProviders, type StaticProvider } from '@/content/partners/ohne-schufa';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { PartnerCard } from '@/entities/partner/ui/partner-card';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';

function toPartner(provider: StaticProvider, index: number): Partner {
  const { example } = provider;
  return {
    id: provider.brandId,
    brand_id: provider.brandId,
    name: provider.name,
    description: provider.description,
    category: 'ratenkredit',
    is_active: true,
    display_order: index,
    logo_filename: null,
    amount_range: provider.amountRange,
    apr_from: provider.aprFrom,
    pros: [...provider.features],
    cons: [],
    requirements: [],
    adtraction_tracking_url: provider.trackingUrl,
    representative_example: {
      net_loan_amount: example.netLoanAmount,
      borrowing_rate: example.borrowingRate,
      borrowing_rate_type: 'gebunden',
      effective_rate: example.effectiveRate,
      term_months: example.months,
      monthly_instalment: example.monthlyInstalment,
      total_amount: example.totalAmount,
      lender: example.lender,
    },
    evaluation: null,
    conditions: null,
    lender: null,
  };
}

/** The two static providers of /ratenkredit/ohne-schufa, shown like any other marked offer. */
export function StaticProviderList() {
  return (
    <div data-partner-list="ohne-schufa">
      <PartnerDisclosure />
      <ol className="mt-5 space-y-5">
        {ohneSchufaProviders.map((provider, index) => (
          <li key={provider.brandId}>
            <PartnerCard partner={toPartner(provider, index)} product="ratenkredit" ctaLabel="Zum Anbieter" />
          </li>
        ))}
      </ol>
      <RankingNote list="ratenkredit" />
    </div>
  );
}
