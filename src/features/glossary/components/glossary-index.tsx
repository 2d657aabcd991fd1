import { useDeferredValue, useId, useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { DeferredHydration } from '@/components/deferred-hydration';
import { groupByLetter } from '@/features/glossary/lib/glossary-letters';
import { createGlossaryFilter } from '@/features/glossary/lib/glossary-search';
import { glossaryTermPath } from '@/routes/manifest';
import type { GlossaryIndexEntry } from '@/features/glossary/lib/glossary-types';

/** Styles set once on the list: 800+ entries would otherwise repeat every class in the HTML. */
const entryListClass = [
  // One column beside the letter navigation at lg: two would be narrower than the longest terms.
  'mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2',
  // A term such as "Abgeschlossenheitsbescheinigung" is wider than a column on a narrow screen: it breaks (hyphenated where the browser can).
  '[&>li]:relative [&>li]:rounded-xl [&>li]:border [&>li]:border-slate-200 [&>li]:p-4 [&>li]:break-words [&>li]:hyphens-auto [&>li:hover]:border-brand-600',
  "[&_a]:font-semibold [&_a]:text-slate-900 [&_a:hover]:text-brand-700 [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:content-['']",
  '[&_p]:mt-1 [&_p]:text-sm [&_p]:text-slate-700',
].join(' ');

const sectionClass =
  '[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--entries)*8rem)] md:[contain-intrinsic-block-size:auto_calc(var(--entries)*4.5rem)] lg:[contain-intrinsic-block-size:auto_calc(var(--entries)*6rem)] xl:[contain-intrinsic-block-size:auto_calc(var(--entries)*4.5rem)]';

/** The A–Z list with live search; without JavaScript the complete list is still there. */
export function GlossaryIndex({ entries }: { entries: readonly GlossaryIndexEntry[] }) {
  const inputId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const filter = useMemo(() => createGlossaryFilter(entries), [entries]);
  const results = useMemo(() => filter(query), [filter, query]);
  const groups = useMemo(() => groupByLetter(results), [results]);
  const isFiltered = query.trim().length > 0;

  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          Begriff suchen
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Begriff suchen..."
          autoComplete="off"
          spellCheck={false}
          className="mt-2 w-full rounded-lg border border-slate-300 px-4 py-3 text-base shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
      </form>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {isFiltered ? `${results.length} von ${entries.length} Begriffen` : `${entries.length} Begriffe von A bis Z`}
      </p>

      {!isFiltered && <LetterNav groups={groups} />}

      {results.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">Keine Begriffe gefunden für &quot;{query}&quot;</p>
      ) : (
        <div className="mt-8 space-y-10">
          {groups.map((group) => (
            // Each letter hydrates on its own (one commit per letter, not one for 834 entries).
            // Sections out of view are neither laid out nor painted until they come near the
            // viewport; the estimated height (per entry) keeps the scrollbar stable meanwhile.
            <DeferredHydration key={group.letter}>
              <section
                aria-labelledby={group.anchor}
                className={sectionClass}
                style={{ '--entries': group.entries.length } as CSSProperties}
              >
                <h2 id={group.anchor} className="border-b border-slate-200 pb-2 text-2xl font-bold text-brand-800">
                  {group.letter}
                </h2>
                <ul className={entryListClass}>
                  {group.entries.map((entry) => (
                    <li key={entry.slug}>
                      <Link to={glossaryTermPath(entry.slug)}>{entry.term}</Link>
                      <p>{entry.shortDefinition}</p>
                    </li>
                  ))}
                </ul>
              </section>
            </DeferredHydration>
          ))}
        </div>
      )}
    </div>
  );
}

function LetterNav({ groups }: { groups: readonly { letter: string; anchor: string }[] }) {
  return (
    <nav aria-label="Buchstaben" className="mt-6">
      <ul className="flex flex-wrap gap-1.5">
        {groups.map((group) => (
          <li key={group.anchor}>
            <a
              href={`#${group.anchor}`}
              className="flex h-9 min-w-9 items-center justify-center rounded-md bg-slate-100 px-2 text-sm font-semibold text-slate-800 hover:bg-brand-100 hover:text-brand-800"
            >
              {group.letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
