/** The console's German messages for sign-in and session problems. */
export const authMessages = {
  wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  unreachable: 'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  forbidden: 'Dieses Konto hat keine Berechtigung für die Betreiberkonsole.',
  expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  missingFields: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
  unknown: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;

/** The parts of a supabase-js AuthError that tell the failures apart. */
interface AuthErrorLike {
  name?: string;
  status?: number;
  code?: string;
}

/**
 * Which message a failed signInWithPassword gets: no answer or a server error means the service
 * is unreachable; a refused grant means wrong credentials (never saying which of the two was wrong).
 */
export function signInErrorMessage(error: AuthErrorLike): string {
  const status = error.status ?? 0;
  if (error.name === 'AuthRetryableFetchError' || status === 0 || status >= 500) return authMessages.unreachable;
  if (error.code === 'invalid_credentials' || error.code === 'invalid_grant' || status === 400 || status === 401) return authMessages.wrongCredentials;
  return authMessages.unknown;
}
