import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useOperatorSession } from '@/features/admin/api/use-operator-session';
import { AdminToaster } from '@/features/admin/components/admin-toaster';
import { SeoGenerator } from '@/features/admin/components/seo-generator';
import { SignInForm } from '@/features/admin/components/sign-in-form';

// The statistics view brings valibot and, through its chart, recharts: loaded after sign-in only.
const StatsDashboard = lazy(() => import('@/features/admin/components/stats-dashboard').then((module) => ({ default: module.StatsDashboard })));

/**
 * The operator console: a sign-in form until an admin has signed in, then statistics and the SEO
 * generator. It only hides; the database and the edge function refuse everyone else themselves.
 */
export function OperatorConsole({ site }: { site: string }) {
  const { state, signIn, signOut, expire } = useOperatorSession();

  if (state.status !== 'signed-in') {
    return <SignInForm checking={state.status === 'checking'} notice={state.status === 'signed-out' ? state.notice : null} onSignIn={signIn} />;
  }

  return (
    <div className="space-y-12">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-800">
          Angemeldet als <strong>{state.operator.email}</strong>
        </p>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          Abmelden
        </Button>
      </div>
      <Suspense fallback={<p className="text-slate-700">Statistik wird geladen...</p>}>
        <StatsDashboard onExpired={expire} />
      </Suspense>
      <section aria-labelledby="seo-title" className="space-y-4">
        <h2 id="seo-title" className="text-2xl font-bold text-slate-900">
          SEO-Dateien
        </h2>
        <SeoGenerator site={site} />
      </section>
      <AdminToaster />
    </div>
  );
}
