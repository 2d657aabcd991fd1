import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from '@/features/admin/lib/save-errors';

describe('saveErrorMessage', () => {
  it.each([
    [{ code: '42501', status: 403, message: 'only editors and admins may change offers' }, 'Keine Berechtigung: Nur Redaktion und Administration dürfen Angebote ändern. Nichts wurde gespeichert.'],
    [{ code: 'PGRST303', status: 401, message: 'JWT expired' }, 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'],
    [{ code: 'PT409', status: 409, message: 'the offer was changed after it was loaded' }, 'Das Angebot wurde inzwischen geändert. Bitte schließen Sie das Formular und öffnen Sie es erneut. Nichts wurde gespeichert.'],
    [{ code: 'PT404', status: 404, message: 'no offer with this id' }, 'Dieses Angebot gibt es nicht mehr.'],
    [
      { code: '23514', status: 400, message: 'new row for relation "partners" violates check constraint "partners_amount_limits"' },
      'Die Beträge passen nicht zusammen (Mindestbetrag über Höchstbetrag oder nur eine Grenze). Nichts wurde gespeichert.',
    ],
    [
      { code: '23514', status: 400, message: 'new row for relation "partners" violates check constraint "partners_example_schedule"' },
      'Rate, Gesamtbetrag oder effektiver Zins des Beispiels folgen nicht aus dem Sollzins. Nichts wurde gespeichert.',
    ],
    [{ code: '23514', status: 400, message: 'violates check constraint "partners_something_new"' }, 'Die Datenbank hat die Angaben als widersprüchlich abgelehnt. Nichts wurde gespeichert.'],
    [{ code: '', status: 0, message: 'Failed to fetch' }, 'Die Datenbank ist nicht erreichbar. Nichts wurde gespeichert. Bitte später erneut versuchen.'],
    [{ code: 'XX000', status: 500, message: 'Internal server error' }, 'Die Datenbank ist nicht erreichbar. Nichts wurde gespeichert. Bitte später erneut versuchen.'],
    [{ code: '22023', status: 400, message: 'column id cannot be changed here' }, 'Speichern fehlgeschlagen (22023). Nichts wurde gespeichert.'],
  ])('%j → %s', (failure, message) => {
    expect(saveErrorMessage(failure)).toBe(message);
  });
});
