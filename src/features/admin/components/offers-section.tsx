import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buildInfo } from '@/config/build-info';
import { ConsoleLoadError } from '@/features/admin/api/console-load-error';
import { useOffers } from '@/features/admin/api/get-offers';
import type { OfferRow } from '@/features/admin/api/offer-row';
import { useConfirmConditions } from '@/features/admin/api/save-offer';
import { OfferEditor } from '@/features/admin/components/offer-editor';
import { OfferHistory } from '@/features/admin/components/offer-history';
import { RebuildButton } from '@/features/admin/components/rebuild-button';
import { categoryLabels } from '@/features/admin/lib/offer-fields';
import { offerWarnings } from '@/features/admin/lib/offer-warnings';
import { formatBerlinDate } from '@/lib/format';

type Panel = { mode: 'edit' | 'history'; id: string };

interface OffersSectionProps {
  /** Admins may start a rebuild (when the host's deploy hook is configured). */
  canRebuild: boolean;
  onExpired: () => Promise<void>;
}

/** The open editor or history, above the list; its heading takes the focus when it opens. */
function OfferPanel({ panel, row, now, onClose }: { panel: Panel; row: OfferRow; now: string; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [panel]);
  const title = panel.mode === 'edit' ? `Bearbeiten: ${row.name}` : `Änderungen: ${row.name}`;
  return (
    <section aria-labelledby="offer-panel-title" className="space-y-4 rounded-lg border border-brand-600 bg-brand-50/40 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="offer-panel-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {title}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          Schließen
        </Button>
      </div>
      {panel.mode === 'edit' ? <OfferEditor key={row.id} row={row} now={now} /> : <OfferHistory partnerId={row.id} />}
    </section>
  );
}

function OfferTableRow({ row, now, onOpen }: { row: OfferRow; now: Date; onOpen: (panel: Panel) => void }) {
  const confirm = useConfirmConditions();
  const warnings = offerWarnings(row, now, buildInfo.maxConditionsAgeDays);
  function confirmConditions() {
    confirm.mutate(
      { id: row.id, expectedUpdatedAt: row.updated_at },
      {
        onSuccess: () => toast.success('Konditionen geprüft', { description: `${row.name}: unverändert, geprüft am ${formatBerlinDate(new Date())}.` }),
        onError: (error) => toast.error('Nicht vermerkt', { description: error.message }),
      },
    );
  }
  return (
    <tr className="border-t border-slate-200 align-top" data-offer={row.brand_id} data-category={row.category}>
      <th scope="row" className="px-3 py-2 text-left font-semibold text-slate-900">
        {row.name}
      </th>
      <td className="px-3 py-2 text-slate-800">{categoryLabels[row.category]}</td>
      <td className="px-3 py-2">{row.is_active ? <Badge tone="accent">Aktiv</Badge> : <Badge tone="neutral">Inaktiv</Badge>}</td>
      <td className="px-3 py-2 tabular-nums text-slate-800" data-checked-at="">
        {formatBerlinDate(row.conditions_checked_at)}
      </td>
      <td className="px-3 py-2">
        {warnings.length === 0 ? (
          <span className="text-slate-600">–</span>
        ) : (
          <ul className="space-y-1" aria-label="Hinweise">
            {warnings.map((warning) => (
              <li key={warning}>
                <Badge tone="warning">{warning}</Badge>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onOpen({ mode: 'edit', id: row.id })}>
            Bearbeiten
          </Button>
          <Button size="sm" variant="outline" onClick={confirmConditions} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
            Konditionen geprüft
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onOpen({ mode: 'history', id: row.id })}>
            Änderungen
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** "Angebote": every offer of every category with its checked date and warnings; edit, confirm, history. */
export function OffersSection({ canRebuild, onExpired }: OffersSectionProps) {
  const query = useOffers();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [now] = useState(() => new Date());
  const expired = query.error instanceof ConsoleLoadError && query.error.kind === 'expired';

  useEffect(() => {
    if (expired) void onExpired();
  }, [expired, onExpired]);

  const open = panel && query.data?.find((row) => row.id === panel.id);
  return (
    <section aria-labelledby="offers-title" className="space-y-4">
      <h2 id="offers-title" className="text-2xl font-bold text-slate-900">
        Angebote
      </h2>
      <p className="max-w-3xl text-slate-700">
        Alle Angebote aller Kategorien. Konditionen gelten nach {buildInfo.maxConditionsAgeDays} Tagen als veraltet: Ein Produktions-Build nimmt sie dann nicht
        mehr auf. „Speichern“ und „Konditionen geprüft“ setzen das Prüfdatum auf heute.
      </p>
      {canRebuild && <RebuildButton />}
      {query.isPending && <p className="text-slate-700">Angebote werden geladen...</p>}
      {query.error && !expired && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">
          {query.error.message}
        </p>
      )}
      {open && <OfferPanel panel={panel} row={open} now={now.toISOString()} onClose={() => setPanel(null)} />}
      {query.data && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Angebote</caption>
            <thead className="bg-slate-50 text-left text-slate-900">
              <tr>
                {['Angebot', 'Kategorie', 'Status', 'Konditionen geprüft am', 'Hinweise', 'Aktionen'].map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((row) => (
                <OfferTableRow key={row.id} row={row} now={now} onOpen={setPanel} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
