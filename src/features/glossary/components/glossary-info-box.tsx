import { Callout } from '@/components/ui/callout';
import { siteConfig } from '@/config/site';

/** Invites readers to suggest missing terms or corrections by e-mail. */
export function GlossaryInfoBox() {
  const subject = encodeURIComponent('Vorschlag für das Finanzglossar');
  return (
    <Callout
      titleId="glossar-hinweis"
      title="Begriff nicht gefunden?"
      titleClassName="text-lg font-semibold text-slate-900"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
    >
      <p className="mt-2 text-slate-700">
        Unsere Redaktion erweitert das Glossar laufend. Schreiben Sie uns, welcher Begriff fehlt oder was wir
        verständlicher erklären sollten:{' '}
        <a
          href={`mailto:${siteConfig.contactEmail}?subject=${subject}`}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {siteConfig.contactEmail}
        </a>
      </p>
    </Callout>
  );
}
