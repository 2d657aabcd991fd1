import { useMutation } from '@tanstack/react-query';
import type { GenerateSeoResult } from '@/features/admin/api/generate-seo-response';

async function generateSeoFiles(site: string): Promise<GenerateSeoResult> {
  // The client and the answer's schema load with the first request, not with the console.
  const [{ invokeFunction }, { parseGenerateSeoResponse }] = await Promise.all([
    import('@/features/admin/api/supabase-client'),
    import('@/features/admin/api/generate-seo-response'),
  ]);
  return parseGenerateSeoResponse(await invokeFunction('generate-seo', { site }));
}

export function useGenerateSeoFiles() {
  return useMutation({ mutationFn: generateSeoFiles });
}
