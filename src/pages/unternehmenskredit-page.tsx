import { ExternalLink } from '@/components/ui/external-link';
import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import {
  unternehmenskreditFaqs,
  unternehmenskreditFigures,
  unternehmenskreditHero,
  unternehmenskreditRequirements,
  unternehmenskreditScope,
  unternehmenskreditUseCases,
} from '@/content/partners/unternehmenskredit';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { BusinessLoanComparison } from '@/features/loan-comparison/components/business-loan-comparison';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';

export const prefetch = partnerListPrefetch('unternehmenskredit');

export default function UnternehmenskreditPage() {
  const { data: partners } = usePartnerList('unternehmenskredit');
  return (
    <ComparisonFrame
      id="unternehmenskredit"
      crumb="Unternehmenskredite"
      {...unternehmenskreditHero}
      offers={{ name: 'Unternehmenskredite im Vergleich', partners }}
      figures={unternehmenskreditFigures}
      faq={{ title: 'Häufige Fragen zum Unternehmenskredit', faqs: unternehmenskreditFaqs }}
      cta={{
        title: 'Privat statt geschäftlich finanzieren?',
        text: 'Für private Anschaffungen von Selbstständigen kann ein Ratenkredit die einfachere Lösung sein.',
        links: [{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }],
      }}
    >
      <Section id="voraussetzungen" title="Voraussetzungen">
        <ul className="grid gap-3 sm:grid-cols-2">
          {unternehmenskreditRequirements.map((requirement) => (
            <li key={requirement} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-700">
              <span aria-hidden="true" className="font-bold text-emerald-700">
                ✓
              </span>
              {requirement}
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-slate-700" data-business-loan-scope="">
          {unternehmenskreditScope.text}{' '}
          <ExternalLink href={unternehmenskreditScope.source.href}>{unternehmenskreditScope.source.label}</ExternalLink>
        </p>
      </Section>

      <Section id="angebote" title="Unternehmenskredite für Ihre Angaben vergleichen">
        <BusinessLoanComparison />
      </Section>

      <Section id="einsatzbereiche" title="Wofür Unternehmen Kredite nutzen" className="bg-slate-50">
        <TextCards cards={unternehmenskreditUseCases} variant="compact" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
    </ComparisonFrame>
  );
}
