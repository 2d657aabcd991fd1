import { describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_STORAGE_KEY } from '@/content/legal/click-record-facts';
import { OPERATOR_SESSION_KEY } from '@/features/admin/api/supabase-client';

describe('operator session storage key', () => {
  it('is the one the privacy notice names', () => {
    expect(OPERATOR_SESSION_KEY).toBe(OPERATOR_SESSION_STORAGE_KEY);
  });
});
