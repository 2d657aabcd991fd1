import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';

describe('SITE_MODE=production npm run build', () => {
  it('refuses the demo configuration with every problem listed in German and English', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_MODE: 'production' };
    delete env.VITE_SUPABASE_URL;
    delete env.VITE_SUPABASE_ANON_KEY;
    delete env.VITE_SITE_URL;
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: rootDir, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    const output = result.stderr;
    expect(output).toContain('Produktions-Build abgebrochen');
    expect(output).toContain('Production build refused');
    for (const text of [
      'VITE_SUPABASE_URL fehlt',
      'VITE_SUPABASE_URL is missing',
      'VITE_SUPABASE_ANON_KEY is missing',
      'VITE_SITE_URL is missing',
      'Sample value instead of a real one: operatorFacts.identity',
      'The claim operatorFacts.claims.decisionTime has no source.',
    ]) {
      expect(output).toContain(text);
    }
  });

  it('refuses a loopback backend', () => {
    const env = { ...process.env, SITE_MODE: 'production', VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'key' };
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: rootDir, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('VITE_SUPABASE_URL points to a loopback or private address (127.0.0.1:54321)');
  });

  it('rejects an unknown SITE_MODE', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: rootDir, env: { ...process.env, SITE_MODE: 'staging' }, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('SITE_MODE muss "demo" oder "production" sein');
  });
});
