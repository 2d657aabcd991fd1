import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CreditWarning } from '@/components/credit-warning';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBox } from '@/components/ui/cta-box';
import { ExternalLink } from '@/components/ui/external-link';
import { LinkCards } from '@/components/ui/link-cards';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { homeCta, homeHero, homeProducts, homeReasons, homeStats, homeSteps, homeTopics } from '@/content/home';
import { partnerListPrefetch, partnerListQueryOptions } from '@/entities/partner/api/queries';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { RouteSeo } from '@/components/seo/route-seo';
import { financialServiceJsonLd } from '@/components/seo/structured-data';
import { ComparisonForm } from '@/features/loan-comparison/components/comparison-form';

/** The statistics row counts the offers of the Ratenkredit comparison, so the prerender loads that list. */
export const prefetch = partnerListPrefetch('ratenkredit');

const countOffers = (partners: Partner[]) => partners.length;

function HomeStats() {
  const { data: ratenkreditOfferCount = null } = useQuery({ ...partnerListQueryOptions('ratenkredit'), select: countOffers });
  return (
    <dl
      aria-label="KreditSmart in Zahlen"
      className="-mt-8 grid grid-cols-2 gap-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 md:grid-cols-4"
    >
      {homeStats({ ratenkreditOfferCount }).map((stat) => (
        <div key={stat.label} className="flex flex-col text-center" data-home-stat="">
          <dt className="order-2 text-sm text-slate-600">{stat.label}</dt>
          <dd className="order-1 text-2xl font-bold text-brand-700">{stat.value}</dd>
          {stat.source && (
            <dd className="order-3 mt-1 text-xs">
              <ExternalLink href={stat.source.href} className="text-brand-700 underline underline-offset-2">
                {stat.source.label}
              </ExternalLink>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

export default function HomePage() {
  return (
    <>
      <RouteSeo id="home" jsonLd={[financialServiceJsonLd()]} />
      <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{homeHero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{homeHero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={homeHero.primary.href} variant="light" size="lg">
                {homeHero.primary.label}
              </ButtonLink>
              <ButtonLink to={homeHero.secondary.href} variant="outlineLight" size="lg">
                {homeHero.secondary.label}
              </ButtonLink>
            </div>
            <ul aria-label="Vertrauensmerkmale" className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
              {homeHero.trustBadges.map((badge) => (
                <li key={badge} className="flex items-center gap-2">
                  <span aria-hidden="true">✓</span>
                  {badge}
                </li>
              ))}
            </ul>
          </div>
          <section aria-labelledby="hero-rechner-titel" className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg sm:p-6">
            <h2 id="hero-rechner-titel" className="text-xl font-bold">
              Ratenkredit berechnen
            </h2>
            <ComparisonForm className="mt-4" />
          </section>
        </Container>
      </div>

      <Container>
        <HomeStats />
      </Container>

      <Section id="produkte" title="Was möchten Sie vergleichen?">
        <LinkCards cards={homeProducts} variant="product" action="Jetzt vergleichen →" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" />
      </Section>

      <Section id="warum-wir" title="Warum KreditSmart?" className="bg-slate-50">
        <TextCards cards={homeReasons} variant="raised" className="grid gap-6 md:grid-cols-3" />
      </Section>

      <Section id="so-funktionierts" title="So funktioniert der Vergleich">
        <NumberedSteps steps={homeSteps} />
        <div className="mt-10">
          <CreditWarning />
        </div>
      </Section>

      <Section id="beliebte-themen" title="Beliebte Themen" className="bg-slate-50">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {homeTopics().map((topic) => (
            <li key={topic.href}>
              <Link to={topic.href} className="block h-full rounded-xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-600">
                <h3 className="font-semibold text-slate-900">{topic.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{topic.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBox title={homeCta.title} text={homeCta.text} links={homeCta.links} />
    </>
  );
}
