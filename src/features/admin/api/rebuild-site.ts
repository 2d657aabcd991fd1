import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rebuildKeys } from '@/features/admin/api/offer-keys';

/** The client loads with the first request, as a chunk of its own (tests/e2e/admin-seo.spec.ts). */
async function callTriggerRebuild(method: 'GET' | 'POST'): Promise<unknown> {
  const { invokeFunction } = await import('@/features/admin/api/supabase-client');
  return invokeFunction('trigger-rebuild', undefined, method);
}

const statusSchema = v.object({ configured: v.boolean() });
const triggeredSchema = v.object({ success: v.literal(true) });

/** Whether the host's deploy hook is set (trigger-rebuild, admins only); without it the console shows no button. */
export function useRebuildConfigured(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: rebuildKeys.status,
      queryFn: async () => v.parse(statusSchema, await callTriggerRebuild('GET')).configured,
      enabled,
      retry: false,
      staleTime: Infinity,
    }),
  );
}

/** Asks the host to build and deploy the site again, so the prerendered pages carry the saved offers. */
export function useTriggerRebuild() {
  return useMutation({
    mutationFn: async () => {
      const answer = v.safeParse(triggeredSchema, await callTriggerRebuild('POST'));
      if (!answer.success) throw new Error('Die Funktion lieferte keine gültige Antwort.');
    },
  });
}
