import { LegalSections } from '@/components/legal-sections';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { env } from '@/config/env';
import { controller, datenschutzIntro, datenschutzSections } from '@/content/legal/datenschutz';
import { privacyTextsStand } from '@/content/legal/privacy-updated';
import { RouteSeo } from '@/components/seo/route-seo';
import { routePath } from '@/routes/manifest';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Datenschutz', href: routePath('datenschutz') },
];

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default function DatenschutzPage() {
  return (
    <>
      <RouteSeo id="datenschutz" />
      <PageHeader title="Datenschutzerklärung" intro={datenschutzIntro} breadcrumbs={breadcrumbs}>
        <p className="mt-3 text-sm text-slate-700">Stand: {privacyTextsStand()}</p>
      </PageHeader>

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
    </>
  );
}
