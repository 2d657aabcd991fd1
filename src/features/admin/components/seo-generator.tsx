import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useGenerateSeoFiles } from '@/features/admin/api/generate-seo';
import { BuildLog } from '@/features/admin/components/build-log';
import { SeoFileTabs } from '@/features/admin/components/seo-file-tabs';
import { createLogEntry, type AdminLogEntry, type AdminLogLevel } from '@/features/admin/lib/admin-log';
import { downloadFile } from '@/features/admin/lib/download';
import { orderedFileNames, zipSeoFiles, type SeoFiles } from '@/features/admin/lib/seo-files';
import { formatNumber } from '@/lib/format';

/** Generates the SEO files through the generate-seo function and shows, copies and downloads them. */
export function SeoGenerator({ site }: { site: string }) {
  const mutation = useGenerateSeoFiles();
  const [files, setFiles] = useState<SeoFiles | null>(null);
  const [log, setLog] = useState<AdminLogEntry[]>([]);

  const addLog = (level: AdminLogLevel, message: string) => setLog((entries) => [...entries, createLogEntry(site, level, message)]);

  function generate() {
    addLog('info', 'Generierung gestartet: sitemap.xml, robots.txt, llms.txt, security.txt');
    mutation.mutate(site, {
      onSuccess: (result) => {
        setFiles(result.files);
        const names = orderedFileNames(result.files);
        addLog('success', `${names.length} Dateien generiert (${names.join(', ')}), ${formatNumber(result.urlCount)} URLs in der Sitemap`);
        toast.success('Generiert!', { description: `${formatNumber(result.urlCount)} URLs in der Sitemap erstellt.` });
      },
      onError: (error) => {
        const message = error.message || 'Unbekannter Fehler';
        addLog('error', `Fehler bei der Generierung: ${message}`);
        toast.error('Fehler bei der Generierung', { description: message });
      },
    });
  }

  async function copy(name: string) {
    try {
      await navigator.clipboard.writeText(files?.[name] ?? '');
      toast.success('Kopiert!', { description: `${name} liegt in der Zwischenablage.` });
    } catch {
      toast.error('Kopieren fehlgeschlagen', { description: 'Der Browser hat den Zugriff auf die Zwischenablage verweigert.' });
    }
  }

  function download(name: string) {
    downloadFile(name, files?.[name] ?? '');
    toast.success('Heruntergeladen!', { description: name });
  }

  function downloadAll() {
    if (!files) return;
    const archive = `seo-dateien-${site}.zip`;
    downloadFile(archive, zipSeoFiles(files));
    toast.success('Heruntergeladen!', { description: `${archive} mit ${Object.keys(files).length} Dateien` });
  }

  return (
    <div className="space-y-8">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">SEO-Dateien für die deutsche Website</h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Generiert <code className="font-mono">sitemap.xml</code>, <code className="font-mono">robots.txt</code>,{' '}
          <code className="font-mono">llms.txt</code> und <code className="font-mono">security.txt</code>. Alle Seiten
          werden automatisch einbezogen: jede indexierbare Seite aus der Routenliste und jeder Begriff des Glossars.
          Die Dateien sind für deutsche Suchmaschinen optimiert (Sprache de-DE, absolute URLs, kein Admin-Bereich).
        </p>
        <Button className="mt-5" onClick={generate} disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Generiert...' : 'SEO-Dateien generieren'}
        </Button>
      </div>

      <section aria-labelledby="seo-preview-title">
        <h2 id="seo-preview-title" className="mb-3 text-lg font-semibold text-slate-900">
          Vorschau der Dateien
        </h2>
        {files ? (
          <SeoFileTabs files={files} onCopy={(name) => void copy(name)} onDownload={download} onDownloadAll={downloadAll} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
            Noch keine Dateien generiert. Nach der Generierung erscheint hier je Datei ein Reiter.
          </p>
        )}
      </section>

      <BuildLog entries={log} />
    </div>
  );
}
