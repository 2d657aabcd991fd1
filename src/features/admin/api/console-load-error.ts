import { authMessages } from '@/features/admin/lib/auth-messages';

export type LoadErrorKind = 'forbidden' | 'expired' | 'unreachable' | 'invalid';

/** A failed read of the console's data, with the German message it shows. */
export class ConsoleLoadError extends Error {
  readonly kind: LoadErrorKind;

  constructor(kind: LoadErrorKind, message: string) {
    super(message);
    this.name = 'ConsoleLoadError';
    this.kind = kind;
  }
}

/** PostgREST's answer as the console's message; `what` names the data ("Die Angebote"). */
export function loadErrorFor(code: string, status: number, what: string): ConsoleLoadError {
  if (code === '42501' || status === 403) return new ConsoleLoadError('forbidden', authMessages.forbidden);
  if (status === 401 || code === 'PGRST301' || code === 'PGRST303') return new ConsoleLoadError('expired', authMessages.expired);
  return new ConsoleLoadError('unreachable', `${what} konnten nicht geladen werden. Bitte versuchen Sie es später erneut.`);
}

/** Refusals, expiry and malformed answers do not heal by asking again. */
export const retryUnlessFinal = (failures: number, error: Error) => failures < 1 && !(error instanceof ConsoleLoadError && error.kind !== 'unreachable');
