// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { OPERATOR_SESSION_STORAGE_KEY } from '@/config/storage-keys';

const createClient = vi.hoisted(() => vi.fn(() => ({})));
vi.mock('@supabase/supabase-js', async (importOriginal) => ({ ...(await importOriginal<object>()), createClient }));

describe('the operator console client', () => {
  it('keeps the session in sessionStorage under the key the privacy notice names', async () => {
    const { getSupabaseClient } = await import('@/features/admin/api/supabase-client');
    getSupabaseClient();
    expect(createClient).toHaveBeenCalledOnce();
    expect(createClient.mock.calls[0]).toMatchObject([expect.any(String), expect.any(String), { auth: { storage: window.sessionStorage, storageKey: OPERATOR_SESSION_STORAGE_KEY } }]);
  });
});
