import { purchaseCostSentence } from '@/content/guides/purchase-costs';
import { offerCountFigure, type HeroFigure } from '@/content/partners/types';
import type { Faq } from '@/content/types';
import { routePath } from '@/routes/manifest';

export const baufinanzierungHero = {
  title: 'Baufinanzierung vergleichen',
  intro: 'Immobiliendarlehen mit Zinsbindung von 5 bis 30 Jahren im Vergleich, jedes Angebot mit seinem repräsentativen Beispiel.',
} as const;

/** Every mortgage offer and calculation says, without hedging, that a land charge secures the loan (§ 17 Abs. 3 Nr. 5 PAngV). */

/** The key figures under the h1: the offers counted from the list, then the product's frame. */
export function baufinanzierungFigures(offerCount: number): HeroFigure[] {
  return [offerCountFigure(offerCount), { value: '5–30 Jahre', label: 'Zinsbindung' }, { value: '0 €', label: 'kostenlos & unverbindlich' }];
}

export const baufinanzierungFaqs: readonly Faq[] = [
  {
    q: 'Wie viel Eigenkapital brauche ich?',
    a: `Banken erwarten meist, dass Sie die Kaufnebenkosten aus eigenen Mitteln tragen: Grunderwerbsteuer, Notar und Grundbuch, gegebenenfalls Makler. ${purchaseCostSentence} Mit 20 bis 30 % Eigenkapital erhalten Sie deutlich bessere Zinsen.`,
    link: { label: 'Eigenkapital im Glossar', href: routePath('glossar') },
  },
  {
    q: 'Welche Zinsbindung ist sinnvoll?',
    a: 'Eine lange Zinsbindung von 15 bis 20 Jahren schützt vor steigenden Zinsen, kostet aber einen Zinsaufschlag. Bei niedriger Restschuld nach 10 Jahren kann eine kürzere Bindung günstiger sein.',
  },
  {
    q: 'Was ist eine Sondertilgung?',
    a: 'Mit einer Sondertilgung zahlen Sie zusätzlich zur Rate einen Teil des Darlehens zurück. Viele Banken erlauben 5 % der Darlehenssumme pro Jahr kostenlos.',
    link: { label: 'Sondertilgung und weitere Begriffe im Glossar', href: routePath('glossar') },
  },
  {
    q: 'Wie hoch darf meine monatliche Rate sein?',
    a: 'Als Faustregel sollte die Rate höchstens 35 bis 40 % Ihres Nettoeinkommens betragen, damit genug Spielraum für Rücklagen und unerwartete Ausgaben bleibt.',
  },
];
