import { isDemo } from '@/config/build-info';

/**
 * The demo build's visible disclaimer: its partners and operator details are examples. Renders
 * nothing in a production build, which refuses sample data anyway.
 */
export function DemoNotice({ children, className = '' }: { children: string; className?: string }) {
  if (!isDemo) return null;
  return (
    <p data-demo-notice="" className={`border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 ${className}`}>
      {children}
    </p>
  );
}

export const demoTexts = {
  site: 'Demo-Version mit Beispieldaten: Alle Anbieter sind fiktiv, Konditionen und Betreiberangaben sind Beispiele.',
  partners: 'Beispieldaten: fiktive Anbieter mit beispielhaften Konditionen. Diese Angebote können nicht abgeschlossen werden.',
  operator: 'Beispieldaten: Die folgenden Betreiberangaben sind Platzhalter der Demo-Version und gehören zu keinem echten Unternehmen.',
} as const;
