import { ohneSchufaProviders, type StaticProvider } from '@/content/partners/ohne-schufa';
import { aprFromText } from '@/entities/partner/condition-texts';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { PartnerCard } from '@/entities/partner/ui/partner-card';
import { StoredLoanFigures } from '@/entities/partner/ui/stored-loan-figures';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { orderByExampleRate } from '@/entities/partner/order-by-rate';

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
    apr_from: aprFromText(provider.effectiveRateMin),
    pros: [...provider.features],
    cons: [],
    requirements: [...provider.requirements],
    adtraction_tracking_url: provider.trackingUrl,
    representative_example: {
      net_loan_amount: example.netLoanAmount,
      borrowing_rate: example.borrowingRate,
      borrowing_rate_type: 'gebunden',
      effective_rate: example.effectiveRate,
      term_months: example.months,
      monthly_instalment: example.monthlyInstalment,
      total_amount: example.totalAmount,
      lender: provider.lender.name,
    },
    evaluation: null,
    conditions: null,
    // The example names it with its address (§ 17 Abs. 2 S. 1 Nr. 1 PAngV).
    lender: provider.lender,
    // Noon UTC is the same calendar day in Germany, whatever the season.
    conditions_checked_at: `${provider.conditionsCheckedOn}T12:00:00Z`,
  };
}

/** The static providers of /ratenkredit/ohne-schufa, shown like any other marked offer, in the order their note states. */
export function StaticProviderList() {
  const partners = orderByExampleRate(ohneSchufaProviders.map(toPartner));
  return (
    <div data-partner-list="ohne-schufa">
      <PartnerDisclosure />
      <ol className="mt-5 space-y-5">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} product="ratenkredit" ctaLabel="Zum Anbieter" figures={<StoredLoanFigures partner={partner} />} />
          </li>
        ))}
      </ol>
      <RankingNote list="ohne-schufa" />
    </div>
  );
}
