import { offerCountFigure, type HeroFigure } from '@/content/partners/types';
import type { Faq } from '@/content/types';

export const kreditkartenHero = {
  title: 'Kreditkarten-Vergleich',
  intro:
    'Was kostet Sie eine Karte im ersten Jahr und danach, so wie Sie bezahlen, reisen und Bargeld abheben? Kredit-, Debit- und Prepaid-Karten mit Jahresgebühr, Auslandsentgelten und Cashback für Ihre Angaben berechnet.',
} as const;

/** The key figures under the h1, counted from the list and the card types below. */
export function kreditkartenFigures(offerCount: number): HeroFigure[] {
  return [
    offerCountFigure(offerCount),
    { value: String(cardTypes.length), label: 'Kartentypen im Überblick' },
    { value: '0 €', label: 'kostenlos & unverbindlich' },
  ];
}

export interface CardType {
  id: string;
  title: string;
  text: string;
  suitedFor: string;
}

/** The four card types; the ids are the footer's anchors (#kostenlos, #cashback). */
export const cardTypes: readonly CardType[] = [
  {
    id: 'kostenlos',
    title: 'Kostenlose Kreditkarten',
    text: 'Keine Jahresgebühr, oft weltweit kostenlos bezahlen und Bargeld abheben. Achten Sie darauf, die Teilzahlung abzuwählen, damit keine Sollzinsen anfallen.',
    suitedFor: 'Alltag, Online-Shopping und Reisen',
  },
  {
    id: 'cashback',
    title: 'Cashback-Kreditkarten',
    text: 'Sie erhalten einen Teil Ihrer Umsätze zurück, meist 0,5 bis 1 %. Lohnt sich vor allem, wenn Sie viel mit Karte bezahlen und die Jahresgebühr niedrig ist.',
    suitedFor: 'Vielzahler mit hohen Kartenumsätzen',
  },
  {
    id: 'premium',
    title: 'Premium-Kreditkarten',
    text: 'Hohe Jahresgebühr, dafür Lounge-Zugang, umfangreiche Reiseversicherungen und Concierge-Service. Rechnen Sie nach, ob Sie die Leistungen wirklich nutzen.',
    suitedFor: 'Vielreisende und Geschäftsleute',
  },
  {
    id: 'prepaid',
    title: 'Prepaid-Kreditkarten',
    text: 'Die Karte funktioniert nur mit vorher aufgeladenem Guthaben, es gibt keinen Kreditrahmen und meist keine SCHUFA-Prüfung. Gut zur Kostenkontrolle, aber oft mit Gebühren.',
    suitedFor: 'Jugendliche, Studierende und Kostenbewusste',
  },
];

export const kreditkartenFaqs: readonly Faq[] = [
  {
    q: 'Ist eine kostenlose Kreditkarte wirklich kostenlos?',
    a: 'Die Jahresgebühr entfällt, aber Kosten können durch Teilzahlung, Bargeldabhebungen oder Fremdwährungsgebühren entstehen. Zahlen Sie die Abrechnung immer vollständig aus, dann fallen keine Zinsen an.',
  },
  {
    q: 'Was ist der Unterschied zwischen Kredit-, Debit- und Prepaid-Karte?',
    a: 'Eine echte Kreditkarte sammelt Umsätze und rechnet sie monatlich ab. Eine Debitkarte belastet Ihr Konto sofort. Eine Prepaid-Karte funktioniert nur mit vorher eingezahltem Guthaben.',
  },
  {
    q: 'Wird bei der Beantragung die SCHUFA abgefragt?',
    a: 'Ja, bei Kreditkarten mit Kreditrahmen prüft die Bank Ihre Bonität. Nur reine Prepaid-Karten kommen in der Regel ohne SCHUFA-Prüfung aus.',
  },
  {
    q: 'Was kostet die Teilzahlung?',
    a: 'Bei Teilzahlung berechnet die Bank Sollzinsen, oft zwischen 15 und 22 % effektiv pro Jahr. Das repräsentative Beispiel bei jeder Karte zeigt, was das konkret bedeutet.',
  },
];
