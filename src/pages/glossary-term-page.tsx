import { useParams } from 'react-router-dom';
import { glossaryTermQuery, useGlossaryTerm } from '@/features/glossary/api/get-glossary-term';
import { GlossaryTermLayout } from '@/features/glossary/components/glossary-term-layout';
import { GlossaryTermNotFound } from '@/features/glossary/components/glossary-term-not-found';
import { GlossaryTermView } from '@/features/glossary/components/glossary-term-view';
import type { PrefetchContext } from '@/routes/route-types';

export async function prefetch({ queryClient, params }: PrefetchContext) {
  await queryClient.prefetchQuery(glossaryTermQuery(params.slug ?? ''));
}

export default function GlossaryTermPage() {
  const { slug = '' } = useParams();
  const term = useGlossaryTerm(slug);
  return <GlossaryTermLayout>{term ? <GlossaryTermView term={term} /> : <GlossaryTermNotFound />}</GlossaryTermLayout>;
}
