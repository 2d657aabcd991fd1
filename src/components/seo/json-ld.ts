import { serializeForScript } from '@/lib/safe-json';

type JsonLdValue = Record<string, unknown> | readonly Record<string, unknown>[];

/** Serialises structured data for a <script type="application/ld+json"> element. */
export function serializeJsonLd(data: JsonLdValue): string {
  return serializeForScript(data);
}
