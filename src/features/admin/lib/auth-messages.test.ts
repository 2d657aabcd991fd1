import { describe, expect, it } from 'vitest';
import { authMessages, signInErrorMessage } from '@/features/admin/lib/auth-messages';

describe('signInErrorMessage', () => {
  it.each([
    [{ name: 'AuthApiError', status: 400, code: 'invalid_credentials' }, authMessages.wrongCredentials],
    [{ name: 'AuthApiError', status: 400 }, authMessages.wrongCredentials],
    [{ name: 'AuthRetryableFetchError', status: 0 }, authMessages.unreachable],
    [{ name: 'AuthRetryableFetchError', status: 503 }, authMessages.unreachable],
    [{ name: 'AuthUnknownError', status: 500 }, authMessages.unreachable],
    [{ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' }, authMessages.unknown],
  ])('%j → %s', (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });
});
