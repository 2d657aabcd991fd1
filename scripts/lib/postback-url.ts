import { signPostback, SIGNATURE_PARAM } from '../../supabase/functions/_shared/affiliate/postback-signature.ts';
import { parseConversion } from '../../supabase/functions/affiliate-postback/postback-fields.ts';

/**
 * A postback URL signed like the affiliate network must sign it, for testing the configuration.
 * The fields are checked with the function's own rules first, so a printed URL is one it accepts.
 */
export async function signedPostbackUrl(functionUrl: string, params: Record<string, string>, secret: string): Promise<string> {
  const parsed = parseConversion(new Map(Object.entries(params)));
  if (!parsed.ok) {
    const problems = Object.entries(parsed.errors).map(([field, reason]) => `${field} ${reason}`);
    throw new Error(`Ungültige Angaben: ${problems.join('; ')}`);
  }
  const url = URL.canParse(functionUrl) ? new URL(functionUrl) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error('Ungültige Funktions-URL: erwartet wird http(s)://…/functions/v1/affiliate-postback');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set(SIGNATURE_PARAM, await signPostback(secret, Object.entries(params)));
  return url.toString();
}
