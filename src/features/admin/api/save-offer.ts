import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { offerKeys } from '@/features/admin/api/offer-keys';
import { offerRowSchema, type OfferRow } from '@/features/admin/api/offer-row';
import type { OfferChanges } from '@/features/admin/lib/offer-form';
import { saveErrorMessage } from '@/features/admin/lib/save-errors';

export interface SaveOfferInput {
  id: string;
  changes: OfferChanges;
  /** The row's updated_at as loaded: the database refuses the save when someone changed it since. */
  expectedUpdatedAt: string;
}

/** The saved row as the RPC returns it; any failure as an Error with the German message. */
async function rpcRow(name: string, args: Record<string, unknown>): Promise<OfferRow> {
  // The client loads with the first request, as a chunk of its own (tests/e2e/admin-seo.spec.ts).
  const { callRpc, RpcError } = await import('@/features/admin/api/supabase-client');
  let data: unknown;
  try {
    data = await callRpc(name, args);
  } catch (error) {
    const failure = error instanceof RpcError ? error : new RpcError('', 0, String(error));
    throw new Error(saveErrorMessage({ code: failure.code, status: failure.status, message: failure.message }), { cause: error });
  }
  const parsed = v.safeParse(offerRowSchema, data);
  if (!parsed.success) throw new Error('Gespeichert, aber die Antwort kam in unerwarteter Form. Bitte laden Sie die Seite neu.');
  return parsed.output;
}

/** save_partner: every shown field in one transaction; on success the list and the history refresh. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, expectedUpdatedAt }: SaveOfferInput) => rpcRow('save_partner', { p_id: id, p_changes: changes, p_expected_updated_at: expectedUpdatedAt }),
    onSuccess: (row) => queryClient.invalidateQueries({ queryKey: offerKeys.all }).then(() => row),
  });
}

/** confirm_partner_conditions: the conditions are unchanged and were checked now. */
export function useConfirmConditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedUpdatedAt }: Omit<SaveOfferInput, 'changes'>) => rpcRow('confirm_partner_conditions', { p_id: id, p_expected_updated_at: expectedUpdatedAt }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
