import { representativeExample } from '@/lib/loan-math';
import type { TextBlock } from '@/content/partners/types';
import type { ContentLink } from '@/content/types';
import { routePath } from '@/routes/manifest';

export const ohneSchufaWarning = {
  title: 'Vorsicht vor unseriösen Angeboten',
  points: [
    'Seriöse Anbieter verlangen niemals Vorkosten, Gebühren oder Nachnahme-Sendungen, bevor der Kredit ausgezahlt ist.',
    'Versprechen wie „garantierte Zusage ohne Prüfung“ sind ein Warnsignal: Jede seriöse Bank prüft, ob Sie die Raten tragen können.',
    'Schließen Sie keine Versicherungen oder Bausparverträge ab, nur um einen Kredit zu erhalten.',
    'Kredite ohne SCHUFA-Auskunft sind fast immer teurer und meist auf kleine Beträge begrenzt.',
  ],
} as const;

export interface StaticProvider {
  brandId: string;
  name: string;
  description: string;
  amountRange: string;
  aprFrom: string;
  features: readonly string[];
  trackingUrl: string;
  example: ReturnType<typeof providerExample>;
}

/** The representative example by the same rule as every other card: instalments from the Sollzins, effective rate from the schedule. */
function providerExample(netLoanAmount: number, borrowingRate: number, months: number, lender: string) {
  return { netLoanAmount, borrowingRate, months, lender, ...representativeExample({ netLoanAmount, borrowingRate, termMonths: months }) };
}

/** Two static, fictional providers (sample data: replace with real partners before going live). */
export const ohneSchufaProviders: readonly StaticProvider[] = [
  {
    brandId: 'helvetia-kleinkredit',
    name: 'Helvetia Kleinkredit',
    description: 'Kredit einer Bank mit Sitz in Liechtenstein, die keine SCHUFA-Auskunft einholt und nicht an die SCHUFA meldet.',
    amountRange: '3.500 € – 7.500 €',
    aprFrom: '9,90 %',
    features: ['Keine SCHUFA-Abfrage und kein SCHUFA-Eintrag', 'Feste Laufzeit von 40 Monaten', 'Festanstellung und Mindesteinkommen nötig'],
    trackingUrl: 'https://track.partnernetz.example/t/t?a=1000201&as=1900042&t=2&tk=1',
    example: providerExample(5_000, 9.48, 40, 'Helvetia Kleinkredit'),
  },
  {
    brandId: 'kreditbruecke',
    name: 'Kreditbrücke',
    description: 'Vermittler, der neben deutschen Banken auch ausländische Kreditgeber anfragt, die auf die SCHUFA verzichten.',
    amountRange: '1.000 € – 50.000 €',
    aprFrom: '5,49 %',
    features: ['Anfrage bei deutschen und ausländischen Banken', 'Keine Vorkosten', 'Persönliche Beratung per Telefon'],
    trackingUrl: 'https://track.partnernetz.example/t/t?a=1000202&as=1900042&t=2&tk=1',
    example: providerExample(5_000, 10.39, 36, 'Kreditbrücke Partnerbank'),
  },
];

export const ohneSchufaExplanations: readonly TextBlock[] = [
  {
    title: 'Was bedeutet „ohne SCHUFA“?',
    text: 'Bei einem Kredit ohne SCHUFA fragt der Kreditgeber keine Auskunft bei der SCHUFA ab und meldet den Kredit dort auch nicht. Ihre Bonität prüft er trotzdem, etwa über Gehaltsnachweise.',
  },
  {
    title: 'Warum sind diese Kredite teurer?',
    text: 'Ohne SCHUFA-Auskunft trägt der Kreditgeber ein höheres Ausfallrisiko. Er gleicht es mit höheren Zinsen, kleineren Beträgen und strengeren Einkommensanforderungen aus.',
  },
  {
    title: 'SCHUFA-neutrale Anfrage statt ohne SCHUFA',
    text: 'Viele Banken bieten eine SCHUFA-neutrale Konditionsanfrage an. Sie verschlechtert Ihren Score nicht und ist für die meisten Menschen der bessere Weg zum günstigen Kredit.',
  },
];

export const ohneSchufaAlternatives: readonly TextBlock[] = [
  { title: 'SCHUFA-Auskunft prüfen', text: 'Fordern Sie Ihre kostenlose Datenkopie nach Art. 15 DSGVO an, das geht jederzeit, und lassen Sie falsche oder veraltete Einträge löschen.' },
  { title: 'Zweiten Kreditnehmer hinzunehmen', text: 'Ein Mitantragsteller mit gutem Einkommen erhöht die Chance auf eine Zusage und senkt den Zins.' },
  { title: 'Kleineren Betrag wählen', text: 'Ein niedrigerer Kreditbetrag oder eine längere Laufzeit senken die Rate und damit das Risiko für die Bank.' },
  { title: 'Schuldnerberatung nutzen', text: 'Bei bestehenden Zahlungsproblemen hilft eine kostenlose Schuldnerberatung oft mehr als ein weiterer Kredit.' },
];

export const ohneSchufaLinks: readonly ContentLink[] = [
  { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
  { label: 'Die 5 besten Ratenkredite', href: routePath('ratenkredit-beste') },
];
