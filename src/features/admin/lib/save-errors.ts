import { authMessages } from '@/features/admin/lib/auth-messages';

const NOTHING_SAVED = 'Nichts wurde gespeichert.';

/** The CHECKs a save can still hit after the form's own rules (supabase/migrations), in German. */
const constraintMessages: Record<string, string> = {
  partners_amount_limits: 'Die Beträge passen nicht zusammen (Mindestbetrag über Höchstbetrag oder nur eine Grenze).',
  partners_term_limits: 'Die Laufzeiten passen nicht zusammen (1 bis 600 Monate, Mindest- nicht über Höchstlaufzeit).',
  partners_effective_rate_range: 'Die Zinsspanne ist ungültig (0 bis 30 %, „ab“ nicht über „bis“).',
  partners_two_thirds_rate: 'Der 2/3-Zins liegt nicht in der Zinsspanne oder sein Sollzins fehlt.',
  partners_two_thirds_rate_from_sollzins: 'Der effektive 2/3-Zins folgt nicht aus dem Sollzins.',
  partners_example_matches_conditions: 'Das repräsentative Beispiel passt nicht zu den Konditionen (Zins, Betrag, Laufzeit oder Darlehensgeber).',
  partners_example_schedule: 'Rate, Gesamtbetrag oder effektiver Zins des Beispiels folgen nicht aus dem Sollzins.',
  partners_lender_identity: 'Zum Darlehensgeber gehören Name und Anschrift.',
  partners_instalment_loan_conditions: 'Einem Ratenkredit fehlen Konditionen (Beträge, Laufzeiten, Zinsen, 2/3-Zins, Verwendungszwecke oder Darlehensgeber).',
  partners_business_loan_conditions: 'Einem Unternehmenskredit fehlen Beträge, Laufzeiten oder Zinsen.',
  partners_mortgage_conditions: 'Einer Baufinanzierung fehlen Konditionen (Beträge, Laufzeiten, Zinsen, Sollzinsen je Zinsbindung oder Beleihungsauslauf).',
  partners_mortgage_rates_shape: 'Die Sollzinsen je Zinsbindung sind ungültig.',
  partners_tracking_url_https: 'Der Tracking-Link muss ein https-Link sein.',
  partners_name_not_blank: 'Der Name fehlt.',
  partners_evaluation_shape: 'Die Bewertung ist ungültig (0 bis 5 Punkte je Kriterium, ein Datum).',
};

export interface SaveFailure {
  code: string;
  status: number;
  message: string;
}

/** The German message for a refused or failed save; the database refuses as a whole, so nothing was saved. */
export function saveErrorMessage({ code, status, message }: SaveFailure): string {
  if (code === '42501' || status === 403) return `Keine Berechtigung: Nur Redaktion und Administration dürfen Angebote ändern. ${NOTHING_SAVED}`;
  if (status === 401 || code === 'PGRST301' || code === 'PGRST303') return authMessages.expired;
  if (code === 'PT409') return `Das Angebot wurde inzwischen geändert. Bitte schließen Sie das Formular und öffnen Sie es erneut. ${NOTHING_SAVED}`;
  if (code === 'PT404') return 'Dieses Angebot gibt es nicht mehr.';
  if (code === '23514') {
    const constraint = /"(partners_[a-z_]+)"/.exec(message)?.[1];
    const reason = (constraint && constraintMessages[constraint]) ?? 'Die Datenbank hat die Angaben als widersprüchlich abgelehnt.';
    return `${reason} ${NOTHING_SAVED}`;
  }
  if (status === 0 || status >= 500) return `Die Datenbank ist nicht erreichbar. ${NOTHING_SAVED} Bitte später erneut versuchen.`;
  return `Speichern fehlgeschlagen (${code || `HTTP ${status}`}). ${NOTHING_SAVED}`;
}
