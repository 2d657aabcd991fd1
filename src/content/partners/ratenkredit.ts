import type { HeroFigure, PartnerFaq, TextBlock } from '@/content/partners/types';

export const ratenkreditHero = {
  title: 'Ratenkredit-Vergleich: über 20 Banken',
  intro:
    'Vergleichen Sie Ratenkredite von über 20 Banken: ab 0,68 % effektivem Jahreszins, Entscheidung innerhalb von 24 Stunden, kostenlos und unverbindlich.',
  figures: [
    { value: '20+', label: 'Banken im Vergleich' },
    { value: 'ab 0,68 %', label: 'effektiver Jahreszins' },
    { value: '24h', label: 'Kreditentscheidung' },
    { value: '0 €', label: 'kostenlos & unverbindlich' },
  ] satisfies HeroFigure[],
} as const;

export const ratenkreditSteps: readonly TextBlock[] = [
  { title: 'Kreditbetrag und Laufzeit wählen', text: 'Legen Sie fest, wie viel Geld Sie brauchen (1.000 bis 100.000 €) und wie hoch Ihre monatliche Rate höchstens sein darf.' },
  { title: 'Angebote vergleichen', text: 'Achten Sie auf den effektiven Jahreszins und das repräsentative Beispiel: Sie zeigen die tatsächlichen Kosten inklusive aller Gebühren.' },
  { title: 'Online beantragen', text: 'Füllen Sie den Antrag direkt beim Anbieter aus. Viele Banken fragen Ihre Konditionen Schufa-neutral an.' },
  { title: 'Identität bestätigen', text: 'Legitimieren Sie sich per Video-Ident oder Post-Ident und unterschreiben Sie den Vertrag digital.' },
  { title: 'Auszahlung erhalten', text: 'Nach der Zusage überweist die Bank das Geld meist innerhalb von 24 bis 48 Stunden auf Ihr Konto.' },
];

export const ratenkreditFaqs: readonly PartnerFaq[] = [
  {
    q: 'Was ist ein Ratenkredit?',
    a: 'Ein Ratenkredit ist ein Darlehen mit festem Betrag, fester Laufzeit und gleichbleibenden Monatsraten. Sie können ihn frei verwenden, etwa für ein Auto, Möbel oder eine Umschuldung.',
  },
  {
    q: 'Wie setzt sich der effektive Jahreszins zusammen?',
    a: 'Der effektive Jahreszins enthält neben dem Sollzins alle Kosten, die Sie für den Kredit zahlen müssen. Er ist deshalb die beste Kennzahl, um Angebote zu vergleichen.',
  },
  {
    q: 'Bekomme ich einen Kredit ohne Schufa-Auskunft?',
    a: 'Seriöse Banken in Deutschland prüfen immer Ihre Bonität. Angebote ohne Schufa-Auskunft sind meist deutlich teurer und oft unseriös. Worauf Sie achten sollten, erklären wir ausführlich.',
    link: { label: 'Kredit ohne Schufa: Risiken und Alternativen', href: '/ratenkredit/ohne-schufa' },
  },
  {
    q: 'Wie schnell wird der Kredit ausgezahlt?',
    a: 'Bei vollständig digitalen Anträgen entscheiden viele Banken innerhalb von 24 Stunden. Das Geld ist danach meist in ein bis zwei Werktagen auf Ihrem Konto.',
  },
];
