import type { TextBlock } from '@/content/partners/types';

export const zinsenExplanations: readonly TextBlock[] = [
  {
    title: 'Sollzins und effektiver Jahreszins',
    text: 'Der Sollzins ist der reine Zins für das geliehene Geld. Der effektive Jahreszins enthält zusätzlich alle Kosten des Kredits und ist deshalb die richtige Größe für den Vergleich.',
  },
  {
    title: 'Warum „ab“?',
    text: 'Die Zinsen in der Tabelle sind die günstigsten Sätze der Anbieter. Ihr persönlicher Zins hängt von Bonität, Betrag und Laufzeit ab. Den effektiven Jahreszins im repräsentativen Beispiel oder einen günstigeren erhalten mindestens zwei Drittel der Kunden.',
  },
  {
    title: 'Bonitätsabhängige Zinsen',
    text: 'Viele Banken staffeln ihre Zinsen nach Ihrer Kreditwürdigkeit. Eine SCHUFA-neutrale Konditionsanfrage zeigt Ihren tatsächlichen Zins, ohne Ihren Score zu verschlechtern.',
  },
];
