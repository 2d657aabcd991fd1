import { LegalPage } from '@/components/legal-page';
import { LegalSections } from '@/components/legal-sections';
import { Section } from '@/components/ui/section';
import { env } from '@/config/env';
import {
  cookieCategorySections,
  cookieControlSections,
  cookiesIntro,
  storageEntries,
  storageTableCaption,
  type StorageEntry,
} from '@/content/legal/cookies';
import { privacyTextsStand } from '@/content/legal/privacy-updated';

const headerCellClass = 'px-4 py-3 text-left font-semibold text-slate-900';
const cellClass = 'px-4 py-3 align-top text-slate-700';
const columns = ['Name', 'Speicherort', 'Anbieter', 'Zweck', 'Speicherdauer', 'Kategorie'];
const analyticsEnabled = env.gtmId !== null;

function StorageTable({ entries }: { entries: readonly StorageEntry[] }) {
  if (entries.length === 0) {
    return <p className="max-w-3xl leading-relaxed text-slate-700">Keine: Diese Website speichert nichts auf Ihrem Gerät.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{storageTableCaption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {entries.map((entry) => (
            <tr key={entry.name}>
              <th scope="row" className="px-4 py-3 text-left align-top font-mono font-medium text-slate-900">
                {entry.name}
              </th>
              <td className={cellClass}>{entry.storage}</td>
              <td className={cellClass}>{entry.provider}</td>
              <td className={cellClass}>{entry.purpose}</td>
              <td className={cellClass}>{entry.duration}</td>
              <td className={cellClass}>{entry.category}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CookiesPage() {
  return (
    <LegalPage id="cookies" title="Cookie-Richtlinie" intro={cookiesIntro} stand={privacyTextsStand()}>
      <LegalSections sections={cookieCategorySections(analyticsEnabled)} />

      <Section id="uebersicht" title="Übersicht der Speichereinträge" compact>
        <StorageTable entries={storageEntries(analyticsEnabled)} />
      </Section>

      <LegalSections sections={cookieControlSections(analyticsEnabled)} />
    </LegalPage>
  );
}
