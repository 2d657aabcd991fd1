import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ConsoleLoadError, loadErrorFor, retryUnlessFinal } from '@/features/admin/api/console-load-error';
import { offerKeys } from '@/features/admin/api/offer-keys';
import { offerRowSchema, type OfferRow } from '@/features/admin/api/offer-row';

/** Every offer of every category, active or not (RLS lets editors and admins read all rows). */
async function fetchOffers(): Promise<OfferRow[]> {
  // The client loads with the first request, as a chunk of its own (tests/e2e/admin-seo.spec.ts).
  const { getSupabaseClient } = await import('@/features/admin/api/supabase-client');
  const { data, error, status } = await getSupabaseClient().from('partners').select('*').order('category').order('display_order').order('name');
  if (error) throw loadErrorFor(error.code ?? '', status, 'Die Angebote');
  const parsed = v.safeParse(v.array(offerRowSchema), data);
  if (!parsed.success) {
    console.warn('Angebote: unerwartete Daten', v.flatten(parsed.issues));
    throw new ConsoleLoadError('invalid', 'Die Angebote kamen in unerwarteter Form. Bitte versuchen Sie es später erneut.');
  }
  return parsed.output;
}

export function useOffers() {
  return useQuery(queryOptions({ queryKey: offerKeys.list(), queryFn: fetchOffers, retry: retryUnlessFinal }));
}
