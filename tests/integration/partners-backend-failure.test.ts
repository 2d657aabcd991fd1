/** The build must stop loudly when the partner backend cannot be reached at prerender. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { assertBackendReachable, startPrerenderBackend } from '../../scripts/local-api/with-local-api';
import { createQueryClient } from '@/lib/query-client';

// Port 9 (discard) is closed on loopback: every request is refused at once.
const UNREACHABLE = 'http://127.0.0.1:9';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('a configured backend that is down', () => {
  it('is not replaced by the local API and fails the reachability check with a clear message', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', UNREACHABLE);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await startPrerenderBackend()).toBeNull();
    await expect(assertBackendReachable('production', null)).rejects.toThrow(/nicht erreichbar[\s\S]*cannot be reached/);
  });

  it('makes a page prefetch throw instead of rendering an empty list', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', UNREACHABLE);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { partnerListPrefetch } = await import('@/entities/partner/api/queries');
    await expect(partnerListPrefetch('ratenkredit')({ queryClient: createQueryClient(), params: {} })).rejects.toThrow(
      /Partnerdaten für "ratenkredit" konnten nicht von http:\/\/127\.0\.0\.1:9 geladen werden/,
    );
  });
});
