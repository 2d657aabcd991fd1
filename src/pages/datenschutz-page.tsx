import { LegalPage } from '@/components/legal-page';
import { LegalSections } from '@/components/legal-sections';
import { Section } from '@/components/ui/section';
import { env } from '@/config/env';
import { controller, datenschutzIntro, datenschutzSections } from '@/content/legal/datenschutz';
import { privacyTextsStand } from '@/content/legal/privacy-updated';
import { linkVariants } from '@/components/ui/link-variants';

const linkClass = linkVariants({ weight: 'plain' });

export default function DatenschutzPage() {
  return (
    <LegalPage id="datenschutz" title="Datenschutzerklärung" crumb="Datenschutz" intro={datenschutzIntro} stand={privacyTextsStand()}>
      <Section id="verantwortlicher" title="Verantwortlicher" compact>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{controller.lead}</p>
          <address className="not-italic">
            {controller.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p>
            Telefon: {controller.phone}
            <br />
            E-Mail:{' '}
            <a href={`mailto:${controller.email}`} className={linkClass}>
              {controller.email}
            </a>
          </p>
        </div>
      </Section>

      <LegalSections sections={datenschutzSections(env.gtmId !== null)} />
    </LegalPage>
  );
}
