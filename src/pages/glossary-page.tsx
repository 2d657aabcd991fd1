import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { GLOSSARY_DESCRIPTION, GLOSSARY_NAME } from '@/content/glossary/glossary-meta';
import { glossaryIndexQuery, useGlossaryIndex } from '@/features/glossary/api/get-glossary-index';
import { GlossaryIndex } from '@/features/glossary/components/glossary-index';
import { GlossaryInfoBox } from '@/features/glossary/components/glossary-info-box';
import { glossaryIndexJsonLd } from '@/features/glossary/lib/glossary-seo';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import type { PrefetchContext } from '@/routes/route-types';
import { routePath } from '@/routes/manifest';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Glossar', href: routePath('glossar') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await queryClient.prefetchQuery(glossaryIndexQuery());
}

export default function GlossaryPage() {
  const entries = useGlossaryIndex();
  return (
    <>
      <RouteSeo id="glossar" jsonLd={[glossaryIndexJsonLd(entries), breadcrumbJsonLd(breadcrumbs)]} />
      <PageHeader title={GLOSSARY_NAME} intro={GLOSSARY_DESCRIPTION} breadcrumbs={breadcrumbs} />
      <Container className="grid gap-10 pb-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <GlossaryIndex entries={entries} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <GlossaryInfoBox />
        </div>
      </Container>
    </>
  );
}
