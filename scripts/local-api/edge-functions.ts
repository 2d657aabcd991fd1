import { handleGenerateSeo } from '../../supabase/functions/generate-seo/handler.ts';

/**
 * Edge functions the local API serves on /functions/v1/<name>, keyed by name. Each handler
 * takes a Fetch Request and returns a Response, like a Supabase edge function.
 */
export const edgeFunctions: Record<string, (req: Request) => Promise<Response>> = { 'generate-seo': handleGenerateSeo };
