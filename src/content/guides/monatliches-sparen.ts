import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import { factSource, factText, factValue } from '@/content/facts/facts';
import { emergencyFundRule } from '@/content/guides/emergency-fund';
import type { GuideLink, GuideParagraphSection, GuideSource } from '@/content/guides/guide-types';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export type SavingRuleDifficulty = 'Leicht' | 'Mittel' | 'Schwer';

/** A saving rule; minSparen and maxSparen are percent of net income. */
export interface SavingRule {
  regel: string;
  beschreibung: string;
  minSparen: number;
  maxSparen: number;
  schwierigkeit: SavingRuleDifficulty;
  geeignetFür: string;
}

/** An illustrative saver profile; einkommen and sparen are monthly net amounts in euros. */
export interface SavingExample {
  profil: string;
  einkommen: number;
  sparen: number;
  /** sparen ÷ einkommen × 100, one decimal (checked by a test). */
  prozent: number;
  strategie: string;
  ziel: string;
}

export const monatlichesSparenIntro = {
  title: 'Monatlich sparen: Wie viel ist richtig?',
  lead: 'Ob 50 € oder 1.000 € im Monat: Entscheidend ist nicht die Höhe des ersten Betrags, sondern dass Sie regelmäßig und automatisch sparen. Dieser Ratgeber zeigt, wie viel die Deutschen zurücklegen, rechnet Ihre persönliche Sparquote aus und stellt vier bewährte Sparregeln vor.',
} as const;

/** Official saving statistics (Destatis, national accounts), read from the dated facts. */
export const savingStatistics = {
  /** The last full year with a published rate. */
  year: 2024,
  rateYear: factValue('sparquote-2024'),
  /** The latest half-year: its rate and what it means per inhabitant and month ("knapp" 270 € in the release). */
  halfYear: '1. Halbjahr 2025',
  rateHalfYear: factValue('sparquote-2025-h1'),
  perCapitaMonthlyHalfYear: factValue('sparbetrag-je-einwohner-2025-h1'),
  source: factSource('sparquote-2024'),
} as const;

export const savingBasics: readonly GuideParagraphSection[] = [
  {
    id: 'warum-sparen',
    title: 'Warum sich regelmäßiges Sparen lohnt',
    paragraphs: [
      `Sparen ist zuerst Absicherung: Eine kaputte Waschmaschine, eine Nachzahlung der Nebenkosten oder ein paar Monate Arbeitslosigkeit werden zur Belastungsprobe, wenn kein Polster da ist. Wer einen Notgroschen von ${emergencyFundRule.dative} hat, muss in solchen Fällen nicht zum teuren Dispokredit greifen.`,
      'Erst wenn dieser Puffer steht, geht es um Ziele: Eigenkapital für eine Wohnung, ein Auto ohne Kredit, die Ausbildung der Kinder oder die Lücke, die die gesetzliche Rente später lässt. Für lange Zeiträume arbeitet dann der Zinseszins für Sie. Je früher Sie anfangen, desto weniger müssen Sie selbst einzahlen.',
    ],
  },
  {
    id: 'sparquote',
    title: 'Was die Sparquote aussagt',
    paragraphs: [
      'Die Sparquote ist der Anteil Ihres Nettoeinkommens, den Sie nicht ausgeben. Wer 3.000 € netto verdient und 300 € spart, hat eine Sparquote von 10 %. Sie ist aussagekräftiger als der reine Betrag, weil sie mit dem Einkommen mitwächst: 10 % sind mit 2.000 € netto genauso anspruchsvoll wie mit 5.000 €.',
      'Unser Rechner zieht Ihre Fixkosten vom Einkommen ab und zeigt, was für Sparen und freie Ausgaben übrig bleibt. Kennen Sie Ihre Fixkosten nicht genau, setzt er 70 % des Einkommens an, ein realistischer Wert für viele Haushalte mit Miete, Versicherungen, Mobilität und Lebensmitteln.',
    ],
  },
];

export const savingRules: readonly SavingRule[] = [
  {
    regel: '50/30/20-Regel',
    beschreibung:
      'Teilen Sie Ihr Nettoeinkommen in drei Töpfe: 50 % für Notwendiges wie Miete, Lebensmittel und Versicherungen, 30 % für Wünsche wie Restaurant, Hobbys und Urlaub, 20 % für Sparen und Schuldenabbau. Die Regel ist einfach zu merken und schafft mit drei Konten sofort Ordnung.',
    minSparen: 20,
    maxSparen: 20,
    schwierigkeit: 'Mittel',
    geeignetFür: 'Berufstätige mit festem Einkommen, die einen einfachen Haushaltsplan suchen',
  },
  {
    regel: '10-Prozent-Regel',
    beschreibung:
      'Zahlen Sie sich zuerst selbst: Am Tag nach dem Gehaltseingang gehen automatisch 10 % per Dauerauftrag auf ein Tagesgeld- oder Depotkonto. Was übrig bleibt, dürfen Sie ausgeben. Der Betrag ist klein genug, dass man ihn kaum vermisst, und groß genug, dass über die Jahre ein echtes Polster entsteht.',
    minSparen: 10,
    maxSparen: 10,
    schwierigkeit: 'Leicht',
    geeignetFür: 'Einsteiger, Auszubildende und alle mit knappem Budget',
  },
  {
    regel: 'FIRE-Ansatz',
    beschreibung:
      'FIRE steht für „Financial Independence, Retire Early“. Wer 40 bis 70 % seines Einkommens spart und breit gestreut anlegt, kann nach 15 bis 25 Jahren von den Erträgen leben. Das verlangt niedrige Fixkosten, ein überdurchschnittliches Einkommen und viel Disziplin, bringt aber große Freiheit bei Job- und Lebensentscheidungen.',
    minSparen: 40,
    maxSparen: 70,
    schwierigkeit: 'Schwer',
    geeignetFür: 'Gutverdienende mit niedrigen Fixkosten, die früh finanziell unabhängig sein wollen',
  },
  {
    regel: '+1 % pro Jahr',
    beschreibung:
      'Starten Sie mit der Quote, die heute machbar ist, etwa 5 %, und erhöhen Sie sie jedes Jahr um einen Prozentpunkt, am besten zusammen mit der Gehaltserhöhung. So steigt Ihre Sparquote in zehn Jahren auf 15 %, ohne dass Ihr Lebensstandard je sinkt.',
    minSparen: 5,
    maxSparen: 15,
    schwierigkeit: 'Leicht',
    geeignetFür: 'Alle, denen eine hohe Quote heute zu viel ist, besonders Familien und Berufseinsteiger',
  },
];

export const savingExamples: readonly SavingExample[] = [
  {
    profil: 'Lena, 23, Auszubildende in Leipzig, WG-Zimmer',
    einkommen: 1100,
    sparen: 110,
    prozent: 10,
    strategie: '10-Prozent-Regel: Dauerauftrag am Tag nach dem Gehaltseingang auf ein Tagesgeldkonto',
    ziel: 'Notgroschen von 3.000 € bis zum Ende der Ausbildung',
  },
  {
    profil: 'Jonas, 29, Ingenieur in Köln, Single',
    einkommen: 2900,
    sparen: 580,
    prozent: 20,
    strategie: '50/30/20-Regel mit getrennten Konten für Fixkosten, Freizeit und Sparen',
    ziel: 'Eigenkapital von 60.000 € für eine Eigentumswohnung in acht Jahren',
  },
  {
    profil: 'Familie Yilmaz, zwei Kinder, Nürnberg',
    einkommen: 4800,
    sparen: 540,
    prozent: 11.3,
    strategie: '+1 % pro Jahr: jede Gehaltserhöhung zur Hälfte in den ETF-Sparplan',
    ziel: 'Ausbildung der Kinder und eine private Ergänzung zur Rente',
  },
  {
    profil: 'Sarah, 34, IT-Beraterin in München, ohne Auto',
    einkommen: 5200,
    sparen: 2600,
    prozent: 50,
    strategie: 'FIRE: niedrige Fixkosten, breit gestreuter ETF-Sparplan, Boni komplett gespart',
    ziel: 'Finanzielle Unabhängigkeit mit 50 Jahren',
  },
];

/** Assumptions of the compound-interest illustration: 100 € a month at 7 % over 30 years. */
export const savingsGrowthExample = {
  monthlyDeposit: 100,
  annualRatePercent: 7,
  years: 30,
} as const;

export const savingPlaces: readonly GuideParagraphSection[] = [
  {
    id: 'notgroschen',
    title: 'Notgroschen: sicher und täglich verfügbar',
    paragraphs: [
      `Der Notgroschen gehört auf ein Tagesgeldkonto. Dort ist das Geld täglich verfügbar und bei Banken in der EU bis ${factText('einlagensicherung')} pro Kunde und Bank durch die gesetzliche Einlagensicherung geschützt. Vergleichen Sie die Zinsen: Die höchsten Sätze gelten oft nur als befristetes Neukundenangebot.`,
    ],
  },
  {
    id: 'langfristig',
    title: 'Langfristiges Vermögen: breit gestreut anlegen',
    paragraphs: [
      'Geld, das Sie zehn Jahre oder länger nicht brauchen, kann in einen breit gestreuten ETF-Sparplan fließen. Aktienkurse schwanken, und Verluste sind möglich, gerade in den ersten Jahren. Über lange Zeiträume haben weltweit gestreute Aktienanlagen in der Vergangenheit aber deutlich mehr eingebracht als Zinsen auf dem Konto. Eine Garantie für die Zukunft ist das nicht.',
      `Kapitalerträge sind bis zum Sparer-Pauschbetrag von ${factText('sparer-pauschbetrag')} im Jahr (${formatEuroWhole(2 * factValue('sparer-pauschbetrag'))} bei Zusammenveranlagung) steuerfrei, wenn Sie Ihrer Bank einen Freistellungsauftrag erteilen. Darüber fallen 25 % Abgeltungsteuer plus Solidaritätszuschlag und gegebenenfalls Kirchensteuer an.`,
    ],
  },
];

export const monatlichesSparenAuthor = guideAuthor(
  'miriam-hoffmann',
  'Automatisieren Sie Ihr Sparen. Ein Dauerauftrag am Monatsanfang schlägt jeden guten Vorsatz am Monatsende.',
);

export const monatlichesSparenFaqs: readonly Faq[] = [
  {
    q: 'Wie viel sollte ich im Monat sparen?',
    a: 'Als Faustregel gelten 10 bis 20 % des Nettoeinkommens. Wer gerade erst anfängt, beginnt mit 10 % oder weniger und steigert die Quote jedes Jahr um einen Prozentpunkt. Wichtiger als die genaue Zahl ist, dass der Betrag automatisch per Dauerauftrag gespart wird.',
  },
  {
    q: 'Wie hoch sollte mein Notgroschen sein?',
    a: `Üblich sind ${emergencyFundRule.nominative}, bei Selbstständigen oder Alleinverdienern mit Familie eher mehr. Das Geld gehört auf ein Tagesgeldkonto, das bis ${factText('einlagensicherung')} pro Kunde und Bank durch die gesetzliche Einlagensicherung geschützt ist.`,
  },
  {
    q: 'Tagesgeld oder ETF-Sparplan: Was ist besser?',
    a: 'Beides hat seinen Platz. Tagesgeld ist sicher und sofort verfügbar und deshalb ideal für den Notgroschen und kurzfristige Ziele. Ein breit gestreuter ETF-Sparplan eignet sich für Geld, das Sie mindestens zehn Jahre nicht brauchen, schwankt aber im Wert.',
  },
  {
    q: 'Muss ich Zinsen und Kursgewinne versteuern?',
    a: `Kapitalerträge bis ${factText('sparer-pauschbetrag')} im Jahr (${formatEuroWhole(2 * factValue('sparer-pauschbetrag'))} bei Zusammenveranlagung) bleiben mit einem Freistellungsauftrag steuerfrei. Darüber behält die Bank 25 % Abgeltungsteuer plus Solidaritätszuschlag und gegebenenfalls Kirchensteuer ein.`,
  },
];

export const monatlichesSparenSources: readonly GuideSource[] = [
  {
    ...factSource('sparquote-2024'),
    note: 'Sparquote der privaten Haushalte 2024 und 1. Halbjahr 2025, Sparbetrag je Einwohner',
  },
  {
    label: '§ 20 Einkommensteuergesetz',
    href: factSource('sparer-pauschbetrag').href,
    note: `Sparer-Pauschbetrag von ${factText('sparer-pauschbetrag')} beziehungsweise ${formatEuroWhole(2 * factValue('sparer-pauschbetrag'))}`,
  },
  {
    label: '§ 8 Einlagensicherungsgesetz',
    href: factSource('einlagensicherung').href,
    note: `gesetzliche Einlagensicherung bis ${factText('einlagensicherung')} pro Kunde und Bank`,
  },
  {
    label: 'Verbraucherzentrale: Bevor Sie Geld anlegen – das kleine Einmaleins der Geldanlage',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/sparen-und-anlegen/bevor-sie-geld-anlegen-das-kleine-einmaleins-der-geldanlage-10622',
    note: 'Grundregeln vor der Geldanlage: Risiko, Anlageklassen und Streuung',
  },
];

export const monatlichesSparenLinks: readonly GuideLink[] = [
  {
    label: 'Sparkonten im Vergleich',
    href: routePath('ratgeber-sparkonto'),
    text: 'Tagesgeld und Festgeld für Ihren Notgroschen im Vergleich.',
  },
  {
    label: 'Finanz-Tipps für den Alltag',
    href: routePath('ratgeber-finanz-tipps'),
    text: 'Mit diesen Tipps finden Sie jeden Monat zusätzliches Geld zum Sparen.',
  },
  {
    label: 'Einkommen in Deutschland',
    href: routePath('ratgeber-deutsche-einkommen'),
    text: 'Wo steht Ihr Gehalt im Vergleich zu Ihrer Altersgruppe?',
  },
];
