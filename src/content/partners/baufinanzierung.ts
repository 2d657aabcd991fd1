import type { HeroFigure, PartnerFaq } from '@/content/partners/types';

export const baufinanzierungHero = {
  title: 'Baufinanzierung vergleichen',
  intro: 'Darlehen bis 500.000 € ab 2,5 % effektivem Jahreszins mit Zinsbindung von 5 bis 30 Jahren.',
  figures: [
    { value: 'bis 500.000 €', label: 'Darlehenssumme' },
    { value: 'ab 2,5 %', label: 'effektiver Jahreszins' },
    { value: '5–30 Jahre', label: 'Zinsbindung' },
    { value: '400+', label: 'Banken über Vermittler' },
  ] satisfies HeroFigure[],
} as const;

export const baufinanzierungFaqs: readonly PartnerFaq[] = [
  {
    q: 'Wie viel Eigenkapital brauche ich?',
    a: 'Banken erwarten meist, dass Sie die Kaufnebenkosten von 10 bis 15 % selbst tragen. Mit 20 bis 30 % Eigenkapital erhalten Sie deutlich bessere Zinsen.',
    link: { label: 'Eigenkapital im Glossar', href: '/glossar' },
  },
  {
    q: 'Welche Zinsbindung ist sinnvoll?',
    a: 'Eine lange Zinsbindung von 15 bis 20 Jahren schützt vor steigenden Zinsen, kostet aber einen Zinsaufschlag. Bei niedriger Restschuld nach 10 Jahren kann eine kürzere Bindung günstiger sein.',
  },
  {
    q: 'Was ist eine Sondertilgung?',
    a: 'Mit einer Sondertilgung zahlen Sie zusätzlich zur Rate einen Teil des Darlehens zurück. Viele Banken erlauben 5 % der Darlehenssumme pro Jahr kostenlos.',
    link: { label: 'Sondertilgung und weitere Begriffe im Glossar', href: '/glossar' },
  },
  {
    q: 'Wie hoch darf meine monatliche Rate sein?',
    a: 'Als Faustregel sollte die Rate höchstens 35 bis 40 % Ihres Nettoeinkommens betragen, damit genug Spielraum für Rücklagen und unerwartete Ausgaben bleibt.',
  },
];
