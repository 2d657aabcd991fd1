import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T[]>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  loadingText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/**
 * Loading text, the list, the empty message or (when nothing is cached and the request
 * failed) a German error with a retry button. Cached data wins over a failed refresh.
 */
export function QueryState<T>({ query, loadingText, emptyText, children }: QueryStateProps<T>) {
  if (query.data) {
    if (query.data.length === 0) return <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{emptyText}</p>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Die Angebote konnten gerade nicht geladen werden.</p>
        <p className="mt-1 text-sm">Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.</p>
        <Button type="button" variant="outline" size="sm" className="mt-4" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? 'Lädt...' : 'Erneut versuchen'}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-slate-50 p-6 text-slate-600">
      {loadingText}
    </p>
  );
}
