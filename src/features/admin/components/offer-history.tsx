import { HISTORY_LIMIT, useOfferHistory } from '@/features/admin/api/get-offer-history';
import { describeChange } from '@/features/admin/lib/offer-changes';

function FieldChanges({ fields }: { fields: ReturnType<typeof describeChange>['fields'] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {fields.map((field) => (
        <li key={field.column} data-column={field.column} className="break-words">
          <span className="font-semibold text-slate-900">{field.label}:</span> <span className="text-slate-700">{field.before}</span>{' '}
          <span aria-label="geändert zu">→</span> <span className="text-slate-900">{field.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every change of one offer, newest first: who, when, which fields, old → new (the last 50). */
export function OfferHistory({ partnerId }: { partnerId: string }) {
  const query = useOfferHistory(partnerId);
  if (query.isPending) return <p className="text-slate-700">Änderungen werden geladen...</p>;
  if (query.error) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">
        {query.error.message}
      </p>
    );
  }
  const changes = query.data.map(describeChange);
  if (changes.length === 0) return <p className="text-slate-700">Noch keine Änderungen aufgezeichnet.</p>;
  return (
    <>
      <p className="text-sm text-slate-700">
        Die letzten {changes.length === HISTORY_LIMIT ? HISTORY_LIMIT : changes.length} Änderungen, die neueste zuerst.
      </p>
      <ol className="mt-3 space-y-3" aria-label="Änderungen">
        {changes.map((change) => (
          <li key={change.id} className="rounded-lg border border-slate-200 bg-white p-3" data-change={change.what}>
            <p className="flex flex-wrap gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">{change.what}</span>
              <span className="text-slate-700">{change.when}</span>
              <span className="text-slate-900">{change.who}</span>
            </p>
            {change.what === 'Geändert' ? (
              <FieldChanges fields={change.fields} />
            ) : (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">{change.fields.length} Angaben anzeigen</summary>
                <FieldChanges fields={change.fields} />
              </details>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
