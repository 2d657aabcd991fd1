import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useRebuildConfigured, useTriggerRebuild } from '@/features/admin/api/rebuild-site';

/**
 * Admins only, and only where the host's deploy hook is configured (DEPLOY_HOOK_URL of trigger-rebuild):
 * starts a new build, so the prerendered pages carry the saved offers too.
 */
export function RebuildButton() {
  const configured = useRebuildConfigured(true);
  const rebuild = useTriggerRebuild();
  if (configured.data !== true) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p className="max-w-xl">Besucher sehen gespeicherte Konditionen, sobald die Seite sie nachlädt. Der Neuaufbau schreibt sie auch in die vorgerenderten Seiten.</p>
      <Button
        variant="outline"
        size="sm"
        disabled={rebuild.isPending}
        aria-busy={rebuild.isPending || undefined}
        onClick={() =>
          rebuild.mutate(undefined, {
            onSuccess: () => toast.success('Neuaufbau gestartet', { description: 'Der Hosting-Dienst baut die Website jetzt neu.' }),
            onError: (error) => toast.error('Neuaufbau fehlgeschlagen', { description: error.message }),
          })
        }
      >
        {rebuild.isPending ? 'Wird gestartet...' : 'Website neu bauen'}
      </Button>
    </div>
  );
}
