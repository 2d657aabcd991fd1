import type { Faq } from '@/content/types';
import { factText, factValue } from '@/content/facts/facts';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideSource } from '@/content/guides/guide-types';
import { taxFigures, taxSources } from '@/content/guides/tax-figures';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

/** The statutory deposit protection. */
export const savingsFigures = {
  depositProtection: factValue('einlagensicherung'),
  /** Temporarily higher protection for certain life events, e.g. proceeds of a home sale (§ 8 Abs. 2 EinSiG). */
  depositProtectionSpecial: factValue('einlagensicherung-sonderfall'),
} as const;

export const sparkontoIntro = {
  title: 'Sparkonto-Vergleich: Tagesgeld und Festgeld im Überblick',
  lead: `Auf dem Girokonto bringt Ihr Erspartes meist gar nichts, auf einem guten Tagesgeld- oder Festgeldkonto dagegen spürbare Zinsen, bis ${factText('einlagensicherung')} pro Bank gesetzlich abgesichert. Hier rechnen Sie aus, was Ihr Geld bei jeder Bank unseres Vergleichs bringt, sehen die Festgeldzinsen nach Laufzeit und finden eine Entscheidungshilfe für Ihren Sparertyp.`,
} as const;

export const sparkontoAuthor = guideAuthor(
  'markus-lehmann',
  'Ein hoher Zins ist nur die halbe Miete. Fragen Sie immer auch, wie lange er garantiert ist und wer im Ernstfall für Ihr Geld einsteht.',
);

export const sparkontoFaqs: readonly Faq[] = [
  {
    q: 'Wie viel Geld ist auf einem Sparkonto abgesichert?',
    a: `Die gesetzliche Einlagensicherung schützt in der EU bis ${factText('einlagensicherung')} pro Kunde und Bank. Bei Gemeinschaftskonten gilt der Betrag für jeden Inhaber.`,
  },
  {
    q: 'Muss ich Zinsen vom Tagesgeld versteuern?',
    a: `Nur, soweit Ihre gesamten Kapitalerträge den Sparer-Pauschbetrag von ${factText('sparer-pauschbetrag')} (Paare ${formatEuroWhole(2 * factValue('sparer-pauschbetrag'))}) im Jahr übersteigen. Mit einem Freistellungsauftrag zieht die Bank bis dahin keine Steuer ab.`,
  },
  {
    q: 'Kann ich Festgeld vorzeitig kündigen?',
    a: 'In der Regel nicht. Einige Banken erlauben es in Ausnahmefällen gegen einen Zinsabschlag. Legen Sie deshalb nur Geld fest an, das Sie sicher nicht vorher brauchen.',
  },
  {
    q: 'Wie oft ändert sich der Tagesgeldzins?',
    a: 'Jederzeit. Banken passen Tagesgeldzinsen häufig an, wenn sich die Leitzinsen der Europäischen Zentralbank ändern. Ein garantierter Aktionszins gilt nur für den angegebenen Zeitraum.',
  },
];

export const sparkontoSources: readonly GuideSource[] = [
  { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html' },
  { label: '§ 8 EinSiG: Umfang der Einlagensicherung', href: 'https://www.gesetze-im-internet.de/einsig/__8.html' },
  { label: 'Deutsche Bundesbank: Statistiken zu Zinssätzen', href: 'https://www.bundesbank.de/de/statistiken' },
  taxSources.saverAllowance,
  taxSources.flatTax,
  {
    label: 'Verbraucherzentrale: Geld und Versicherungen',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen',
  },
];

export const sparkontoLinks: readonly GuideLink[] = [
  { label: 'Zum Sparkonto-Vergleich', href: routePath('ratgeber-sparkonto', 'sparkonten'), text: 'Zurück zum Vergleich: was Tagesgeld und Festgeld für Ihren Betrag bringen.' },
  { label: 'Finanz-Tipps für den Alltag', href: routePath('ratgeber-finanz-tipps'), text: 'Wo Sie im Alltag sparen können, damit mehr auf dem Sparkonto landet.' },
  { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen'), text: 'Wie viel Sie sparen sollten: Sparrechner und Sparregeln.' },
];

/** What the savings comparison says beside its figures; every figure from the dated facts. */
export const savingsComparisonTexts = {
  /** Statutory cover per customer and bank (§ 8 EinSiG; the same in the whole euro area). */
  guaranteeLimit: factValue('einlagensicherung'),
  tax: `Alle Beträge vor Steuern. Zinsen sind Kapitalerträge: Bis zum Sparer-Pauschbetrag von ${formatEuroWhole(taxFigures.saverAllowance.single)} im Jahr (Paare ${formatEuroWhole(taxFigures.saverAllowance.couple)}) bleiben sie mit einem Freistellungsauftrag steuerfrei. Darüber behält die Bank ${factText('abgeltungsteuer')} Abgeltungsteuer ein, dazu Solidaritätszuschlag und gegebenenfalls Kirchensteuer. Banken im Ausland behalten meist nichts ein: Dann geben Sie die Zinsen in der Anlage KAP an.`,
  aboveGuarantee: `Die gesetzliche Einlagensicherung schützt Einlagen bis ${factText('einlagensicherung')} je Kunde und Bank. Was darüber liegt, ist nicht gesetzlich geschützt: Verteilen Sie größere Beträge auf mehrere Banken.`,
  sample: 'Beispielangebot: Die Bank ist erfunden, Land und Einlagensicherung sind echt.',
} as const;
