import { operatorFacts } from '@/config/operator-facts';
import { claimText, markSample } from '@/content/claims';
import { evaluationCriterionKeys } from '@/content/partners/evaluation-weights';
import { offerCountFigure, type HeroFigure, type TextBlock } from '@/content/partners/types';
import type { Faq } from '@/content/types';
import { routePath } from '@/routes/manifest';

const { decisionTime } = operatorFacts.claims;

export const ratenkreditHero = {
  title: 'Ratenkredit-Vergleich',
  intro:
    'Vergleichen Sie die Ratenkredite unserer Partner: jedes Angebot mit effektivem Jahreszins und repräsentativem Beispiel, geordnet nach unserer offengelegten Bewertung, kostenlos und unverbindlich.',
} as const;

/** The key figures under the h1, counted from the list the page shows. */
export function ratenkreditFigures(offerCount: number): HeroFigure[] {
  return [
    offerCountFigure(offerCount),
    { value: String(evaluationCriterionKeys.length), label: 'Kriterien in unserer Bewertung' },
    ...(decisionTime.figure ? [{ value: decisionTime.figure.value, label: markSample(decisionTime.figure.label, decisionTime) }] : []),
    { value: '0 €', label: 'kostenlos & unverbindlich' },
  ];
}

export const ratenkreditSteps: readonly TextBlock[] = [
  { title: 'Kreditbetrag und Laufzeit wählen', text: 'Legen Sie fest, wie viel Geld Sie brauchen und wie hoch Ihre monatliche Rate höchstens sein darf.' },
  { title: 'Angebote vergleichen', text: 'Achten Sie auf den effektiven Jahreszins und das repräsentative Beispiel: Sie zeigen die tatsächlichen Kosten inklusive aller Gebühren.' },
  { title: 'Online beantragen', text: 'Füllen Sie den Antrag direkt beim Anbieter aus. Viele Banken fragen Ihre Konditionen SCHUFA-neutral an.' },
  { title: 'Identität bestätigen', text: 'Legitimieren Sie sich per Video-Ident oder Post-Ident und unterschreiben Sie den Vertrag digital.' },
  { title: 'Auszahlung erhalten', text: 'Nach der Zusage überweist die Bank das Geld auf Ihr Konto; wie schnell, steht in den Angaben der jeweiligen Bank.' },
];

export const ratenkreditFaqs: readonly Faq[] = [
  {
    q: 'Was ist ein Ratenkredit?',
    a: 'Ein Ratenkredit ist ein Darlehen mit festem Betrag, fester Laufzeit und gleichbleibenden Monatsraten. Sie können ihn frei verwenden, etwa für ein Auto, Möbel oder eine Umschuldung.',
  },
  {
    q: 'Wie setzt sich der effektive Jahreszins zusammen?',
    a: 'Der effektive Jahreszins enthält neben dem Sollzins alle Kosten, die Sie für den Kredit zahlen müssen. Er ist deshalb die beste Kennzahl, um Angebote zu vergleichen.',
  },
  {
    q: 'Bekomme ich einen Kredit ohne SCHUFA-Auskunft?',
    a: 'Seriöse Banken in Deutschland prüfen immer Ihre Bonität. Angebote ohne SCHUFA-Auskunft sind meist deutlich teurer und oft unseriös. Worauf Sie achten sollten, erklären wir ausführlich.',
    link: { label: 'Kredit ohne SCHUFA: Risiken und Alternativen', href: routePath('ratenkredit-ohne-schufa') },
  },
  {
    q: 'Wie schnell wird der Kredit ausgezahlt?',
    a: `Das hängt von der Bank und davon ab, ob Sie den Antrag vollständig digital abschließen. ${claimText(decisionTime)}.`,
  },
];
