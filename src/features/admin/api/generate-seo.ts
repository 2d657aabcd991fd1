import { useMutation } from '@tanstack/react-query';
import type { SeoFiles } from '@/features/admin/lib/seo-files';

export interface GenerateSeoResult {
  urlCount: number;
  files: SeoFiles;
}

function isFileMap(value: unknown): value is SeoFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((content) => typeof content === 'string')
  );
}

/** Checks the function's answer: `success`, `urlCount` and `files`, or `error` with a message to show. */
export function parseGenerateSeoResponse(data: unknown): GenerateSeoResult {
  if (typeof data !== 'object' || data === null) throw new Error('Die Funktion lieferte keine gültige Antwort.');
  const { success, urlCount, files, error } = data as Record<string, unknown>;
  if (success !== true) throw new Error(typeof error === 'string' && error.trim() ? error : 'Unbekannter Fehler');
  if (typeof urlCount !== 'number' || !isFileMap(files)) throw new Error('Die Funktion lieferte keine gültige Antwort.');
  return { urlCount, files };
}

async function generateSeoFiles(site: string): Promise<GenerateSeoResult> {
  const { invokeFunction } = await import('@/features/admin/api/supabase-client');
  return parseGenerateSeoResponse(await invokeFunction('generate-seo', { site }));
}

export function useGenerateSeoFiles() {
  return useMutation({ mutationFn: generateSeoFiles });
}
