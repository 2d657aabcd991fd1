import { describe, expect, it } from 'vitest';
import { statsErrorFor } from '@/features/admin/api/get-admin-stats';

describe('statsErrorFor', () => {
  it.each([
    ['42501', 403, 'forbidden', 'Dieses Konto hat keine Berechtigung für die Betreiberkonsole.'],
    ['42501', 400, 'forbidden', 'Dieses Konto hat keine Berechtigung für die Betreiberkonsole.'],
    ['PGRST303', 401, 'expired', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'],
    ['', 0, 'unreachable', 'Die Statistik ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.'],
    ['XX000', 500, 'unreachable', 'Die Statistik ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.'],
    ['22023', 400, 'failed', 'Die Statistik konnte nicht geladen werden. Bitte prüfen Sie den Zeitraum und versuchen Sie es erneut.'],
  ])('code %j with HTTP %i is %s', (code, status, kind, message) => {
    const error = statsErrorFor(code, status);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });
});
