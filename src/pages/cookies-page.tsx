import { LegalSections } from '@/components/legal-sections';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import {
  cookieCategorySections,
  cookieControlSections,
  cookiesIntro,
  cookiesUpdated,
  storageEntries,
  storageTableCaption,
} from '@/content/legal/cookies';
import { RouteSeo } from '@/features/seo/route-seo';

const breadcrumbs = [
  { label: 'Startseite', href: '/' },
  { label: 'Cookie-Richtlinie', href: '/cookies' },
];

const headerCellClass = 'px-4 py-3 text-left font-semibold text-slate-900';
const cellClass = 'px-4 py-3 align-top text-slate-700';

export default function CookiesPage() {
  return (
    <>
      <RouteSeo id="cookies" />
      <PageHeader title="Cookie-Richtlinie" intro={cookiesIntro} breadcrumbs={breadcrumbs}>
        <p className="mt-3 text-sm text-slate-700">Stand: {cookiesUpdated}</p>
      </PageHeader>

      <LegalSections sections={cookieCategorySections} />

      <Section id="uebersicht" title="Übersicht der Speichereinträge" compact>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{storageTableCaption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headerCellClass}>
                  Name
                </th>
                <th scope="col" className={headerCellClass}>
                  Speicherort
                </th>
                <th scope="col" className={headerCellClass}>
                  Zweck
                </th>
                <th scope="col" className={headerCellClass}>
                  Speicherdauer
                </th>
                <th scope="col" className={headerCellClass}>
                  Kategorie
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {storageEntries.map((entry) => (
                <tr key={entry.name}>
                  <th scope="row" className="px-4 py-3 text-left align-top font-mono font-medium text-slate-900">
                    {entry.name}
                  </th>
                  <td className={cellClass}>{entry.storage}</td>
                  <td className={cellClass}>{entry.purpose}</td>
                  <td className={cellClass}>{entry.duration}</td>
                  <td className={cellClass}>{entry.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <LegalSections sections={cookieControlSections} />
    </>
  );
}
