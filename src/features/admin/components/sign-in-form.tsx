import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { SignInResult } from '@/features/admin/api/operator-auth';

interface SignInFormProps {
  /** True until the session check has run: prerendered HTML and first render cannot submit. */
  checking: boolean;
  notice: string | null;
  onSignIn: (email: string, password: string) => Promise<SignInResult>;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The only thing /admin shows until an operator has signed in. */
export function SignInForm({ checking, notice, onSignIn }: SignInFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const messageId = useId();
  const message = error ?? notice;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await onSignIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    setPending(false);
    if (!result.ok) setError(result.message);
  }

  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="sign-in-title" className="text-xl font-semibold text-slate-900">
        Anmeldung für Betreiber
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Die Betreiberkonsole dient der Pflege der Partnerkonditionen, zeigt Klickstatistiken und erzeugt die SEO-Dateien. Zugang nur für Redaktion und Administration.
      </p>
      {/* method="post": a submit before the script runs must never put the password into a URL. */}
      <form method="post" className="mt-5 space-y-4" onSubmit={(event) => void submit(event)} aria-describedby={message ? messageId : undefined} noValidate>
        <div>
          <label htmlFor="admin-email" className="block text-sm font-semibold text-slate-900">
            E-Mail-Adresse
          </label>
          <input id="admin-email" name="email" type="email" autoComplete="username" required className={inputClass} aria-invalid={error ? true : undefined} />
        </div>
        <div>
          <label htmlFor="admin-password" className="block text-sm font-semibold text-slate-900">
            Passwort
          </label>
          <input id="admin-password" name="password" type="password" autoComplete="current-password" required className={inputClass} aria-invalid={error ? true : undefined} />
        </div>
        <div role="alert" id={messageId} className="empty:hidden">
          {message && <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">{message}</p>}
        </div>
        <Button type="submit" className="w-full" disabled={checking || pending} aria-busy={pending || undefined}>
          {pending ? 'Anmeldung läuft...' : 'Anmelden'}
        </Button>
      </form>
    </section>
  );
}
