import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './paths.ts';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(rootDir, file), 'utf8')) as Record<string, Record<string, string>>;

describe('edge function imports', () => {
  it('map valibot to the version range the app installs, so Deno finds it in node_modules', () => {
    const { dependencies } = readJson('package.json');
    const { imports } = readJson('supabase/functions/deno.json');
    expect(imports?.valibot).toBe(`npm:valibot@${dependencies?.valibot}`);
  });
});
