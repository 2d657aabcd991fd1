import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ConsoleLoadError, loadErrorFor, retryUnlessFinal } from '@/features/admin/api/console-load-error';
import { offerKeys } from '@/features/admin/api/offer-keys';
import { changeRowSchema, type ChangeRow } from '@/features/admin/lib/offer-changes';

/** How many changes the history shows, newest first. */
export const HISTORY_LIMIT = 50;

async function fetchOfferHistory(partnerId: string): Promise<ChangeRow[]> {
  const { getSupabaseClient } = await import('@/features/admin/api/supabase-client');
  const { data, error, status } = await getSupabaseClient()
    .from('partner_changes')
    .select('id,partner_id,operation,changed_at,actor_email,changed_columns,old_values,new_values')
    .eq('partner_id', partnerId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LIMIT);
  if (error) throw loadErrorFor(error.code ?? '', status, 'Die Änderungen');
  const parsed = v.safeParse(v.array(changeRowSchema), data);
  if (!parsed.success) throw new ConsoleLoadError('invalid', 'Die Änderungen kamen in unerwarteter Form.');
  return parsed.output;
}

export function useOfferHistory(partnerId: string) {
  return useQuery(queryOptions({ queryKey: offerKeys.history(partnerId), queryFn: () => fetchOfferHistory(partnerId), retry: retryUnlessFinal }));
}
