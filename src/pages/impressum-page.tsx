import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { LegalPage } from '@/components/legal-page';
import { LegalSections } from '@/components/legal-sections';
import { Section } from '@/components/ui/section';
import {
  impressumIntro,
  impressumSections,
  operatorDetails,
  permitDetails,
  type ImpressumDetail,
} from '@/content/legal/impressum';

function DetailValue({ detail }: { detail: ImpressumDetail }) {
  const lines = detail.lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
  if (!detail.href) return <>{lines}</>;
  const external = detail.href.startsWith('http');
  return (
    <a
      href={detail.href}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {lines}
      {external && <span className="sr-only"> (öffnet in neuem Tab)</span>}
    </a>
  );
}

function DetailList({ details }: { details: readonly ImpressumDetail[] }) {
  return (
    <dl className="grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      {details.map((detail) => (
        <div key={detail.label} className="contents">
          <dt className="font-semibold text-slate-900">{detail.label}</dt>
          <dd className="text-slate-700">
            <DetailValue detail={detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function ImpressumPage() {
  return (
    <LegalPage id="impressum" title="Impressum" intro={impressumIntro}>
      <Section id="angaben" title="Angaben gemäß § 5 DDG" compact>
        <DemoNotice className="mb-6 max-w-3xl rounded-lg">{demoTexts.operator}</DemoNotice>
        <DetailList details={operatorDetails} />
      </Section>

      <Section id="erlaubnis" title="Erlaubnis und Aufsicht" compact>
        <DetailList details={permitDetails} />
      </Section>

      <LegalSections sections={impressumSections} />
    </LegalPage>
  );
}
