/**
 * Which edge functions supabase/config.toml exempts from the JWT check (`[functions.<name>]` with
 * `verify_jwt = false`), e.g. a postback endpoint an affiliate network calls without a Supabase key.
 * The local API gates functions the same way the hosted gateway does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../lib/paths.ts';

export function functionsWithoutJwtCheck(configToml: string): Set<string> {
  const exempt = new Set<string>();
  let current: string | null = null;
  for (const rawLine of configToml.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const table = /^\[(.+)\]$/.exec(line)?.[1]?.trim();
    if (table !== undefined) {
      current = /^functions\.("?)([a-z0-9][a-z0-9_-]*)\1$/.exec(table)?.[2] ?? null;
      continue;
    }
    if (current && /^verify_jwt\s*=\s*false$/.test(line)) exempt.add(current);
  }
  return exempt;
}

export function readFunctionsWithoutJwtCheck(): Set<string> {
  return functionsWithoutJwtCheck(readFileSync(path.join(rootDir, 'supabase/config.toml'), 'utf8'));
}
