import { LegalSections } from '@/components/legal-sections';
import { PageHeader } from '@/components/ui/page-header';
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
import { RouteSeo } from '@/components/seo/route-seo';
import { routePath } from '@/routes/manifest';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Cookie-Richtlinie', href: routePath('cookies') },
];

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
    <>
      <RouteSeo id="cookies" />
      <PageHeader title="Cookie-Richtlinie" intro={cookiesIntro} breadcrumbs={breadcrumbs}>
        <p className="mt-3 text-sm text-slate-700">Stand: {privacyTextsStand()}</p>
      </PageHeader>

      <LegalSections sections={cookieCategorySections(analyticsEnabled)} />

      <Section id="uebersicht" title="Übersicht der Speichereinträge" compact>
        <StorageTable entries={storageEntries(analyticsEnabled)} />
      </Section>

      <LegalSections sections={cookieControlSections(analyticsEnabled)} />
    </>
  );
}
