import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/components/deferred-hydration';
import { Badge } from '@/components/ui/badge';
import { tipFilterLabels, type SavingTip, type TipFilter } from '@/content/guides/finanz-tipps';
import { ExternalLink } from '@/components/ui/external-link';
import { filterTips, parseTipFilter, TIP_FILTER_PARAM, tipFilterSearch } from '@/features/guides/lib/tip-filter';
import { cn } from '@/lib/cn';

const filters = Object.keys(tipFilterLabels) as TipFilter[];

function DifficultyLabel({ difficulty }: { difficulty: string }) {
  if (difficulty === 'Leicht') return <Badge tone="accent">Leicht</Badge>;
  if (difficulty === 'Mittel') return <Badge tone="warning">Mittel</Badge>;
  return <span className="text-sm font-semibold text-red-700">{difficulty}</span>;
}

function TipCard({ tip }: { tip: SavingTip }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{tipFilterLabels[tip.category]}</p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900">{tip.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{tip.description}</p>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold text-slate-900">Wirkung: </dt>
          <dd className="inline text-emerald-800">{tip.impact}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Aufwand: </dt>
          <dd className="inline">
            <DifficultyLabel difficulty={tip.difficulty} />
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Umsetzung: </dt>
          <dd className="inline">{tip.timeToSetup}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Quelle: <ExternalLink href={tip.source.href}>{tip.source.label}</ExternalLink>
      </p>
    </article>
  );
}

/**
 * Tips with category chips. The chip state lives in the URL (?kategorie=sparen) so a filtered
 * view can be shared; it is read only after hydration, so the prerendered HTML (all tips) matches.
 */
export function SavingTipsBrowser({ tips }: { tips: readonly SavingTip[] }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = hydrated ? parseTipFilter(searchParams.get(TIP_FILTER_PARAM)) : 'all';
  const visible = filterTips(tips, active);

  const select = (filter: TipFilter) =>
    setSearchParams(tipFilterSearch(filter), { replace: true, preventScrollReset: true });

  return (
    <div>
      <div role="group" aria-label="Tipps nach Bereich filtern" className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const pressed = filter === active;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              data-filter={filter}
              onClick={() => select(filter)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800',
              )}
            >
              {tipFilterLabels[filter]}
              <span className="sr-only"> ({filterTips(tips, filter).length} Tipps)</span>
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-slate-700">
        {active === 'all'
          ? `Alle ${visible.length} Tipps werden angezeigt.`
          : `${visible.length} Tipps im Bereich „${tipFilterLabels[active]}“.`}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-tip-list="">
        {visible.map((tip) => (
          <li key={tip.title} data-category={tip.category}>
            <TipCard tip={tip} />
          </li>
        ))}
      </ul>
    </div>
  );
}
