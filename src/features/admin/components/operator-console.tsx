import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useOperatorSession } from '@/features/admin/api/use-operator-session';
import { AdminToaster } from '@/features/admin/components/admin-toaster';
import { SeoGenerator } from '@/features/admin/components/seo-generator';
import { SignInForm } from '@/features/admin/components/sign-in-form';
import { consoleSections, roleLabels } from '@/features/admin/lib/console-role';

// The statistics view brings valibot and, through its chart, recharts: loaded after sign-in only.
const StatsDashboard = lazy(() => import('@/features/admin/components/stats-dashboard').then((module) => ({ default: module.StatsDashboard })));
// The offers bring supabase-js's table queries, the form rules and the loan arithmetic: after sign-in only.
const OffersSection = lazy(() => import('@/features/admin/components/offers-section').then((module) => ({ default: module.OffersSection })));

function NoPermission() {
  return (
    <section aria-labelledby="no-permission-title" className="rounded-lg border border-red-300 bg-red-50 p-6">
      <h2 id="no-permission-title" className="text-2xl font-bold text-red-900">
        Keine Berechtigung
      </h2>
      <p className="mt-2 text-red-900">
        Dieses Konto hat keine Rolle in der Betreiberkonsole. Eine Administratorin oder ein Administrator kann ihm die Rolle Redaktion oder Administration geben.
      </p>
    </section>
  );
}

/**
 * The operator console: a sign-in form until someone has signed in, then what the account's role allows:
 * offers and SEO files for editors, statistics and the rebuild as well for admins, "Keine Berechtigung"
 * for anyone else. It only hides; the database and the edge functions refuse everyone else themselves.
 */
export function OperatorConsole({ site }: { site: string }) {
  const { state, signIn, signOut, expire } = useOperatorSession();

  if (state.status !== 'signed-in') {
    return <SignInForm checking={state.status === 'checking'} notice={state.status === 'signed-out' ? state.notice : null} onSignIn={signIn} />;
  }

  const { role } = state.operator;
  const sections = consoleSections(role);
  return (
    <div className="space-y-12">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-800">
          Angemeldet als <strong>{state.operator.email}</strong>
          {role && ` (${roleLabels[role]})`}
        </p>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          Abmelden
        </Button>
      </div>
      {role === null && <NoPermission />}
      {sections.statistics && (
        <Suspense fallback={<p className="text-slate-700">Statistik wird geladen...</p>}>
          <StatsDashboard onExpired={expire} />
        </Suspense>
      )}
      {sections.offers && (
        <Suspense fallback={<p className="text-slate-700">Angebote werden geladen...</p>}>
          <OffersSection canRebuild={sections.rebuild} onExpired={expire} />
        </Suspense>
      )}
      {sections.seo && (
        <section aria-labelledby="seo-title" className="space-y-4">
          <h2 id="seo-title" className="text-2xl font-bold text-slate-900">
            SEO-Dateien
          </h2>
          <SeoGenerator site={site} />
        </section>
      )}
      <AdminToaster />
    </div>
  );
}
