import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { consentBanner } from '@/content/legal/consent-banner';
import { CONSENT_SETTINGS_HASH } from '@/content/legal/consent-link';
import { applyAnalyticsConsent } from '@/features/consent/lib/analytics-tag';
import { noConsent, readConsent, saveConsent, subscribeConsent } from '@/lib/consent';
import { routePath } from '@/routes/manifest';

type View = 'hidden' | 'banner' | 'settings';

function useOpenSettingsRequests(open: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href$="${CONSENT_SETTINGS_HASH}"]`);
      if (!link) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('click', onClick);
    if (window.location.hash === CONSENT_SETTINGS_HASH) open();
    return () => document.removeEventListener('click', onClick);
  }, [open]);
}

/**
 * Cookie banner and settings, loaded after hydration and only when an analytics container is
 * configured. 'Alle akzeptieren' and 'Nur notwendige' carry equal weight; 'Einstellungen'
 * offers the categories one by one.
 */
export function ConsentManager({ containerId }: { containerId: string }) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => noConsent);
  const [view, setView] = useState<View>(() => (readConsent().decidedAt ? 'hidden' : 'banner'));
  const [statistics, setStatistics] = useState(consent.statistics);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const openSettings = useCallback(() => {
    const current = readConsent();
    setStatistics(current.statistics);
    setView('settings');
  }, []);
  useOpenSettingsRequests(openSettings);

  // Every decided choice, also one made in another tab, goes to Google's tags.
  useEffect(() => {
    if (consent.decidedAt) applyAnalyticsConsent(containerId, consent.statistics);
  }, [containerId, consent.statistics, consent.decidedAt]);

  useEffect(() => {
    if (view === 'settings') titleRef.current?.focus();
  }, [view]);

  if (view === 'hidden') return null;

  const decide = (choice: { statistics: boolean }) => {
    saveConsent(choice);
    setView('hidden');
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.15)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
          {view === 'settings' ? consentBanner.settingsTitle : consentBanner.title}
        </h2>
        {view === 'banner' && (
          <ul className="mt-1 max-w-4xl text-sm text-slate-700">
            {consentBanner.firstLayer.map(({ category, purpose }) => (
              <li key={category}>
                <strong className="font-semibold text-slate-900">{category}:</strong> {purpose}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 max-w-4xl text-sm text-slate-700">
          {consentBanner.withdrawal}{' '}
          <Link to={routePath('cookies')} className="font-semibold text-brand-700 underline">
            Cookie-Richtlinie
          </Link>{' '}
          ·{' '}
          <Link to={routePath('datenschutz')} className="font-semibold text-brand-700 underline">
            Datenschutz
          </Link>
        </p>
        {view === 'settings' && (
          <fieldset className="mt-3 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
            <legend className="sr-only">Kategorien</legend>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked disabled className="mt-1" />
              <span>
                <strong>Notwendig</strong> (immer aktiv): {consentBanner.necessary}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} className="mt-1" />
              <span>
                <strong>Statistik</strong>: {consentBanner.statistics}
              </span>
            </label>
          </fieldset>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => decide({ statistics: false })}>
            Nur notwendige
          </Button>
          <Button variant="outline" size="sm" onClick={() => decide({ statistics: true })}>
            Alle akzeptieren
          </Button>
          {view === 'settings' ? (
            <Button variant="ghost" size="sm" onClick={() => decide({ statistics })}>
              Auswahl speichern
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={openSettings}>
              Einstellungen
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
