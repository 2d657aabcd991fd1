import { Link } from 'react-router-dom';
import { CtaBox } from '@/components/ui/cta-box';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { siteConfig } from '@/config/site';
import {
  aboutContact,
  aboutCta,
  aboutFacts,
  aboutIntro,
  aboutMission,
  aboutPrinciples,
  aboutValues,
  furtherInformation,
} from '@/content/about';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import { linkVariants } from '@/components/ui/link-variants';
import { aboutNetwork } from '@/content/network';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Über uns', href: routePath('uber-uns') },
];

const linkClass = linkVariants({ weight: 'plain' });

/** Where a value's claim can be checked, e.g. a certificate. */
function EvidenceLink({ link }: { link: { href: string; label: string } }) {
  return (
    <p className="mt-2">
      <ExternalLink href={link.href} className={linkClass}>
        {link.label}
      </ExternalLink>
    </p>
  );
}

export default function AboutPage() {
  const network = aboutNetwork();
  return (
    <>
      <RouteSeo id="uber-uns" jsonLd={[breadcrumbJsonLd(breadcrumbs)]} />
      <PageHeader title={`Über ${siteConfig.name}`} intro={aboutIntro} breadcrumbs={breadcrumbs} />

      <Section id="mission" title="Unsere Mission">
        <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {aboutMission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {aboutFacts().map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-5 text-center">
              <dt className="text-sm text-slate-700">{fact.label}</dt>
              <dd className="text-2xl font-bold text-brand-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="werte" title="Wofür wir stehen" className="bg-slate-50">
        <TextCards
          cards={aboutValues()}
          variant="raised"
          className="grid gap-6 sm:grid-cols-2"
          extra={(value) => value.link && <EvidenceLink link={value.link} />}
        />
      </Section>

      <Section id="arbeitsweise" title="Wie wir arbeiten">
        <TextCards cards={aboutPrinciples} variant="ruled" className="grid gap-6 md:grid-cols-3" />
      </Section>

      {network && (
        <Section id="netzwerk" title="Unser internationales Netzwerk" className="bg-slate-50">
          <p className="max-w-3xl text-slate-700" data-claim="network">
            {network.text}
          </p>
          <ul className="mt-4 space-y-2">
            {network.sites.map((site) => (
              <li key={site.href}>
                <ExternalLink href={site.href} hrefLang={site.hrefLang} className={linkClass}>
                  <span lang={site.hrefLang}>{site.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="kontakt" title="Kontakt">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{aboutContact.text}</p>
          <p>
            E-Mail:{' '}
            <a href={`mailto:${siteConfig.contactEmail}`} className={linkClass}>
              {siteConfig.contactEmail}
            </a>
          </p>
          <p>{aboutContact.note}</p>
          <p>
            <Link to={aboutContact.imprintLink.href} className={linkClass}>
              {aboutContact.imprintLink.label}
            </Link>
          </p>
        </div>
      </Section>

      <Section id="weiterfuehrende-informationen" title="Weiterführende Informationen" lead={furtherInformation.lead}>
        <ul className="grid gap-4 md:grid-cols-3">
          {furtherInformation.links.map((link) => (
            <li key={link.href} className="rounded-xl p-5 ring-1 ring-slate-200">
              <ExternalLink href={link.href} className={linkClass}>
                {link.label}
              </ExternalLink>
              <p className="mt-2 text-sm text-slate-700">{link.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBox title={aboutCta.title} text={aboutCta.text} links={aboutCta.links} />
    </>
  );
}
