import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideSource, PlanPhase } from '@/content/guides/guide-types';
import { factSince, factText, factYear } from '@/content/facts/facts';
import {
  flatTaxOn,
  homeOfficeMaxPerYear,
  pensionTaxFree,
  taxFigures,
  taxSources,
} from '@/content/guides/tax-figures';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export interface SalaryStrategy {
  name: string;
  /** Income tax and social security saved per year (see `savingBasis`) under the assumption named in `annahme`. */
  jahrlichErsparnis: number;
  annahme: string;
  schwierigkeit: 'Leicht' | 'Mittel';
  beschreibung: string;
  umsetzung: readonly string[];
  steuerVorteil: string;
  source: GuideSource;
}

export interface NegotiationRule {
  titel: string;
  beschreibung: string;
  beispiel: string;
}

export interface CareerLevel {
  level: string;
  zeitraum: string;
  gehalt: string;
  massnahmen: readonly string[];
  gehaltsSteigerung: string;
}

/** Marginal tax rate assumed for the worked examples (income tax incl. Soli, typical middle income). */
export const assumedMarginalTaxRate = 0.3;

/** The year the tax and contribution figures of this guide apply to. */
export const taxYear = factYear('bbg-rv-jahr');

const tf = taxFigures;
/** Employee social security share on salary, rounded assumption (pension, unemployment, health, care). */
export const assumedSocialSecurityRate = 0.2;
/** A deduction (Werbungskosten) lowers only income tax. */
const taxSaving = (deductible: number) => Math.round(deductible * assumedMarginalTaxRate);
/** A tax- and contribution-free benefit instead of the same amount as ordinary salary saves both. */
const taxAndSocialSaving = (amount: number) => Math.round(amount * (assumedMarginalTaxRate + assumedSocialSecurityRate));

/** The one basis every "Vorteil" figure of the strategies is computed on. */
export const savingBasis = `Alle Vorteile rechnen wir auf derselben Grundlage: So viel weniger Lohnsteuer und Sozialabgaben zahlen Sie im Jahr, als wenn Sie die Regel nicht nutzen oder denselben Betrag als normales Bruttogehalt erhalten. Angenommen sind ein Grenzsteuersatz von ${formatPercent(assumedMarginalTaxRate * 100, 0)} und Sozialabgaben von rund ${formatPercent(assumedSocialSecurityRate * 100, 0)}; Kirchensteuer ist nicht berücksichtigt.`;

const exampleBikePrice = 3_000;
const exampleElectricCarPrice = 50_000;
const mealDaysPerMonth = 15;
const pensionConversionMonthly = 150;
/** Assumed leasing rate per month for the example bike: list price spread over 36 months, before insurance and interest. */
const exampleBikeRateMonthly = exampleBikePrice / 36;

export const gehaltIntro = {
  title: 'Gehaltsoptimierung: 8 legale Strategien für mehr Netto vom Brutto',
  lead: `Mehr Gehalt heißt nicht automatisch mehr auf dem Konto: Von jeder Gehaltserhöhung gehen Lohnsteuer und Sozialabgaben ab. Steuerfreie und begünstigte Extras des Arbeitgebers, die richtigen Freibeträge und eine gut vorbereitete Gehaltsverhandlung bringen oft mehr als ein paar Prozent brutto. Dieser Ratgeber zeigt acht erprobte Wege mit den Werten, die ${factYear('bbg-rv-jahr')} gelten.`,
  paragraphs: [
    'Die Strategien lassen sich in drei Gruppen teilen: Freibeträge und Pauschalen, die Sie selbst in der Steuererklärung oder bei Ihrer Bank nutzen; steuerfreie oder pauschal versteuerte Zusatzleistungen, die Sie mit Ihrem Arbeitgeber vereinbaren; und die klassische Gehaltsverhandlung, für die am Ende dieses Ratgebers vier Regeln und ein 90-Tage-Plan stehen.',
    `Alle Beträge in Euro sind Beispielrechnungen. Wie viel Sie tatsächlich sparen, hängt von Ihrem persönlichen Steuersatz, Ihrer Steuerklasse und davon ab, was Ihr Arbeitgeber anbietet. ${savingBasis}`,
  ],
} as const;

export const salaryStrategies: readonly SalaryStrategy[] = [
  {
    name: 'Homeoffice-Pauschale nutzen',
    jahrlichErsparnis: taxSaving(homeOfficeMaxPerYear),
    annahme: `${tf.homeOffice.maxDays} Homeoffice-Tage, Werbungskosten über dem Arbeitnehmer-Pauschbetrag`,
    schwierigkeit: 'Leicht',
    beschreibung: `Für jeden Tag, an dem Sie überwiegend zu Hause arbeiten, können Sie ${formatEuroWhole(tf.homeOffice.perDay)} als Werbungskosten ansetzen, höchstens für ${tf.homeOffice.maxDays} Tage im Jahr. Das ergibt bis zu ${formatEuroWhole(homeOfficeMaxPerYear)} im Jahr, ohne dass Sie ein eigenes Arbeitszimmer brauchen.`,
    umsetzung: [
      'Homeoffice-Tage im Kalender oder einer einfachen Liste festhalten.',
      'In der Steuererklärung in der Anlage N eintragen.',
      'Zusammen mit Fahrtkosten und Arbeitsmitteln prüfen, ob Sie über den Arbeitnehmer-Pauschbetrag kommen.',
    ],
    steuerVorteil: `Wirkt nur, soweit Ihre gesamten Werbungskosten den Arbeitnehmer-Pauschbetrag von ${formatEuroWhole(tf.employeeAllowance)} übersteigen.`,
    source: taxSources.homeOffice,
  },
  {
    name: 'Freistellungsauftrag und Sparer-Pauschbetrag',
    jahrlichErsparnis: Math.round(flatTaxOn(tf.saverAllowance.single)),
    annahme: `${formatEuroWhole(tf.saverAllowance.single)} Kapitalerträge, Alleinstehende; ohne Freistellungsauftrag bekommen Sie die Steuer erst über die Anlage KAP der Steuererklärung zurück`,
    schwierigkeit: 'Leicht',
    beschreibung: `Zinsen, Dividenden und Kursgewinne bleiben bis ${formatEuroWhole(tf.saverAllowance.single)} im Jahr steuerfrei, bei zusammen veranlagten Paaren bis ${formatEuroWhole(tf.saverAllowance.couple)}. Darüber fallen ${formatPercent(tf.flatTaxPercent, 0)} Abgeltungsteuer plus Solidaritätszuschlag an. Ohne Freistellungsauftrag zieht die Bank die Steuer sofort ab.`,
    umsetzung: [
      'Bei jeder Bank mit Zins- oder Depoterträgen einen Freistellungsauftrag erteilen.',
      'Den Pauschbetrag nach den erwarteten Erträgen auf die Banken verteilen.',
      'Einmal im Jahr prüfen, ob die Aufteilung noch passt.',
    ],
    steuerVorteil: `Bis zu ${formatEuro(flatTaxOn(tf.saverAllowance.single))} Abgeltungsteuer und Soli im Jahr, für Paare bis ${formatEuro(flatTaxOn(tf.saverAllowance.couple))}.`,
    source: taxSources.saverAllowance,
  },
  {
    name: 'Betriebliche Altersvorsorge per Entgeltumwandlung',
    jahrlichErsparnis: taxAndSocialSaving(pensionConversionMonthly * 12),
    annahme: `${formatEuroWhole(pensionConversionMonthly)} Umwandlung im Monat, innerhalb der steuer- und sozialabgabenfreien Grenze`,
    schwierigkeit: 'Mittel',
    beschreibung: `Wandeln Sie einen Teil Ihres Bruttogehalts in Beiträge zur betrieblichen Altersvorsorge um, zahlen Sie darauf heute keine Lohnsteuer und bis zu einer Grenze keine Sozialabgaben. ${factYear('bbg-rv-jahr')} sind bis zu ${formatEuroWhole(pensionTaxFree.monthly)} im Monat (${formatEuroWhole(pensionTaxFree.yearly)} im Jahr) steuerfrei, das sind ${factText('bav-steuerfrei-anteil')} der Beitragsbemessungsgrenze der Rentenversicherung von ${factText('bbg-rv-jahr')}; weil diese Grenze jedes Jahr mit den Löhnen steigt, wächst auch der steuerfreie Betrag.`,
    umsetzung: [
      'Bei der Personalabteilung nach dem Durchführungsweg und dem Arbeitgeberzuschuss fragen.',
      'Kosten und Garantien des Vertrags mit Alternativen vergleichen.',
      'Einen Betrag wählen, den Sie auch in mageren Jahren nicht brauchen.',
    ],
    steuerVorteil: `Steuerfrei bis ${formatEuroWhole(pensionTaxFree.monthly)} im Monat, sozialabgabenfrei bis ${formatEuroWhole(pensionTaxFree.socialSecurityFreeMonthly)}. Der Arbeitgeber muss bei Entgeltumwandlung 15\u00a0% zuschießen, soweit er selbst Sozialabgaben spart. Die spätere Betriebsrente ist steuer- und beitragspflichtig.`,
    source: taxSources.taxFree,
  },
  {
    name: 'Essenszuschuss statt Gehaltserhöhung',
    jahrlichErsparnis: taxAndSocialSaving(tf.mealVoucherPerDay * mealDaysPerMonth * 12),
    annahme: `${mealDaysPerMonth} Arbeitstage mit Zuschuss von ${formatEuro(tf.mealVoucherPerDay)} im Monat statt Gehaltserhöhung; die pauschale Steuer auf den Sachbezugswert trägt der Arbeitgeber`,
    schwierigkeit: 'Leicht',
    beschreibung: `Arbeitgeber können pro Arbeitstag einen Essenszuschuss zahlen, etwa als digitale Essensmarke. ${factYear('sachbezugswert-mittagessen')} ist ein Zuschuss bis ${formatEuro(tf.mealVoucherPerDay)} je Arbeitstag begünstigt (Sachbezugswert ${factText('sachbezugswert-mittagessen')} plus ${factText('essenszuschuss-aufschlag')}); der Sachbezugswert wird jedes Jahr neu festgesetzt. Versteuert wird nur der niedrige Sachbezugswert, den der Arbeitgeber pauschal mit 25\u00a0% versteuern kann.`,
    umsetzung: [
      'Anbieter für digitale Essensmarken beim Arbeitgeber vorschlagen.',
      'Belege über die App einreichen, meist genügt ein Foto des Kassenbons.',
      'Auf die Regel achten: ein Zuschuss je Arbeitstag, nicht an Urlaubstagen.',
    ],
    steuerVorteil: 'Statt des vollen Zuschusses ist nur der amtliche Sachbezugswert steuerpflichtig, bei Pauschalversteuerung durch den Arbeitgeber für Sie ganz abgabenfrei.',
    source: taxSources.mealValues,
  },
  {
    name: 'Jobticket oder Deutschlandticket vom Arbeitgeber',
    jahrlichErsparnis: taxAndSocialSaving(tf.deutschlandticket * 12),
    annahme: `Zuschuss für das Deutschlandticket von ${formatEuroWhole(tf.deutschlandticket)} im Monat statt Gehaltserhöhung`,
    schwierigkeit: 'Leicht',
    beschreibung: `Zuschüsse des Arbeitgebers zu Fahrkarten des öffentlichen Nahverkehrs sind steuerfrei, wenn sie zusätzlich zum Gehalt gezahlt werden. Das gilt auch für das Deutschlandticket, das seit ${factSince('deutschlandticket')} ${formatEuroWhole(tf.deutschlandticket)} im Monat kostet. Andere Sachbezüge wie Gutscheinkarten bleiben daneben bis ${formatEuroWhole(tf.benefitInKindLimitMonthly)} im Monat frei.`,
    umsetzung: [
      'Fragen, ob der Arbeitgeber ein Jobticket mit Rabatt anbietet.',
      'Den Zuschuss ausdrücklich zusätzlich zum Gehalt vereinbaren.',
      'Den steuerfreien Zuschuss in der Steuererklärung angeben: Er wird auf die Entfernungspauschale angerechnet.',
    ],
    steuerVorteil: 'Steuer- und sozialabgabenfrei nach § 3 Nr. 15 EStG; der Betrag wird lediglich auf die Entfernungspauschale angerechnet.',
    source: taxSources.taxFree,
  },
  {
    name: `Sachbezüge bis ${formatEuroWhole(tf.benefitInKindLimitMonthly)} im Monat`,
    jahrlichErsparnis: taxAndSocialSaving(tf.benefitInKindLimitMonthly * 12),
    annahme: `monatlicher Gutschein über ${formatEuroWhole(tf.benefitInKindLimitMonthly)} statt Gehaltserhöhung`,
    schwierigkeit: 'Leicht',
    beschreibung: `Sachbezüge bleiben bis ${formatEuroWhole(tf.benefitInKindLimitMonthly)} im Monat steuer- und sozialabgabenfrei, etwa als Tankgutschein oder regionale Gutscheinkarte. Wer statt einer kleinen Gehaltserhöhung einen solchen Sachbezug vereinbart, bekommt den vollen Betrag netto.`,
    umsetzung: [
      'Eine Gutscheinkarte vorschlagen, die die gesetzlichen Voraussetzungen erfüllt.',
      'Zusätzlich zum ohnehin geschuldeten Lohn vereinbaren, nicht als Umwandlung.',
      `Die Grenze von ${formatEuroWhole(tf.benefitInKindLimitMonthly)} nicht überschreiten: Sonst ist der gesamte Betrag steuerpflichtig.`,
    ],
    steuerVorteil: `Freigrenze von ${formatEuroWhole(tf.benefitInKindLimitMonthly)} im Monat; schon ein Euro darüber macht den ganzen Sachbezug steuerpflichtig.`,
    source: taxSources.benefitsInKind,
  },
  {
    name: 'Dienstrad-Leasing',
    jahrlichErsparnis: taxAndSocialSaving((exampleBikeRateMonthly - (exampleBikePrice * tf.bikeLeasingPercent) / 100) * 12),
    annahme: `Fahrrad für ${formatEuroWhole(exampleBikePrice)}, Leasingrate aus dem Brutto von ${formatEuro(exampleBikeRateMonthly)} im Monat (Listenpreis über 36 Monate, ohne Versicherung und Zinsen), abzüglich der Abgaben auf den geldwerten Vorteil`,
    schwierigkeit: 'Mittel',
    beschreibung: `Beim Dienstrad-Leasing über Gehaltsumwandlung zahlen Sie die Leasingrate aus dem Bruttogehalt. Als geldwerter Vorteil werden nur ${formatPercent(tf.bikeLeasingPercent)} des Listenpreises im Monat versteuert, bei einem Rad für ${formatEuroWhole(exampleBikePrice)} also ${formatEuro((exampleBikePrice * tf.bikeLeasingPercent) / 100)}. Gegenüber dem Kauf aus dem Nettogehalt sparen viele Beschäftigte so einen spürbaren Teil des Preises.`,
    umsetzung: [
      'Prüfen, ob der Arbeitgeber mit einem Leasinganbieter zusammenarbeitet.',
      'Gesamtkosten inklusive Versicherung und Übernahmepreis am Ende durchrechnen.',
      'Bedenken: Die Gehaltsumwandlung senkt leicht Ihre Rentenansprüche.',
    ],
    steuerVorteil: `Versteuert werden nur ${formatPercent(tf.bikeLeasingPercent)} des Listenpreises im Monat; zahlt der Arbeitgeber das Rad zusätzlich zum Gehalt, ist es ganz steuerfrei.`,
    source: taxSources.benefitsInKind,
  },
  {
    name: 'Dienstwagen: 1-%-Regel und E-Auto',
    jahrlichErsparnis: taxAndSocialSaving(((exampleElectricCarPrice * (tf.companyCarPercent - tf.electricCompanyCarPercent)) / 100) * 12),
    annahme: `E-Auto mit ${formatEuroWhole(exampleElectricCarPrice)} Listenpreis statt Verbrenner mit gleichem Listenpreis; der geldwerte Vorteil ist steuer- und beitragspflichtig`,
    schwierigkeit: 'Mittel',
    beschreibung: `Darf ein Dienstwagen privat genutzt werden, versteuern Sie nach der 1-%-Regel jeden Monat 1\u00a0% des Bruttolistenpreises als geldwerten Vorteil, dazu 0,03\u00a0% je Entfernungskilometer zur Arbeit. Für reine Elektroautos gilt innerhalb der gesetzlichen Preisgrenze nur ${formatPercent(tf.electricCompanyCarPercent)}. Bei einem Listenpreis von ${formatEuroWhole(exampleElectricCarPrice)} sind das ${formatEuroWhole((exampleElectricCarPrice * tf.electricCompanyCarPercent) / 100)} statt ${formatEuroWhole((exampleElectricCarPrice * tf.companyCarPercent) / 100)} im Monat.`,
    umsetzung: [
      'Dienstwagen mit privater Nutzung in der Gehaltsverhandlung ansprechen.',
      'Ein Elektro- oder Hybridfahrzeug wählen, wenn es zu Ihrem Fahrprofil passt.',
      'Bei wenig Privatfahrten ein Fahrtenbuch prüfen: Es kann günstiger sein als die Pauschale.',
    ],
    steuerVorteil: `Für reine E-Autos ${formatPercent(tf.electricCompanyCarPercent)} statt ${formatPercent(tf.companyCarPercent, 0)} des Listenpreises als monatlicher geldwerter Vorteil.`,
    source: taxSources.benefitsInKind,
  },
];

/** The section-9 figures at a glance, each with the rule it comes from. */
export const taxOverview: readonly { regel: string; wert: string; hinweis: string }[] = [
  {
    regel: 'Sparer-Pauschbetrag',
    wert: `${formatEuroWhole(tf.saverAllowance.single)} / ${formatEuroWhole(tf.saverAllowance.couple)}`,
    hinweis: 'pro Jahr für Alleinstehende / zusammen veranlagte Paare',
  },
  {
    regel: 'Abgeltungsteuer',
    wert: `${formatPercent(tf.flatTaxPercent, 0)} + Soli`,
    hinweis: `zusammen ${formatPercent(tf.flatTaxPercent * (1 + tf.solidaritySurchargePercent / 100), 3)}, ggf. zuzüglich Kirchensteuer`,
  },
  {
    regel: 'Homeoffice-Pauschale',
    wert: `${formatEuroWhole(tf.homeOffice.perDay)} pro Tag`,
    hinweis: `höchstens ${tf.homeOffice.maxDays} Tage, also ${formatEuroWhole(homeOfficeMaxPerYear)} im Jahr`,
  },
  {
    regel: 'Essenszuschuss',
    wert: `${formatEuro(tf.mealVoucherPerDay)} pro Arbeitstag`,
    hinweis: `Wert für ${factYear('sachbezugswert-mittagessen')}: Sachbezugswert plus ${factText('essenszuschuss-aufschlag')}`,
  },
  {
    regel: 'Betriebliche Altersvorsorge',
    wert: `${formatEuroWhole(pensionTaxFree.monthly)} / ${formatEuroWhole(pensionTaxFree.yearly)}`,
    hinweis: `steuerfrei pro Monat / Jahr ${factYear('bbg-rv-jahr')}, davon sozialabgabenfrei ${formatEuroWhole(pensionTaxFree.socialSecurityFreeMonthly)} im Monat`,
  },
  {
    regel: 'Jobticket und Deutschlandticket',
    wert: 'steuerfrei',
    hinweis: `Deutschlandticket ${formatEuroWhole(tf.deutschlandticket)} im Monat (seit ${factSince('deutschlandticket')}); weitere Sachbezüge bis ${formatEuroWhole(tf.benefitInKindLimitMonthly)} im Monat`,
  },
  {
    regel: 'Dienstrad-Leasing',
    wert: `${formatPercent(tf.bikeLeasingPercent)} des Listenpreises`,
    hinweis: 'geldwerter Vorteil pro Monat bei Gehaltsumwandlung',
  },
  {
    regel: 'Dienstwagen',
    wert: `${formatPercent(tf.companyCarPercent, 0)} des Listenpreises`,
    hinweis: `pro Monat (1-%-Regel); reine E-Autos ${formatPercent(tf.electricCompanyCarPercent)}`,
  },
];

export const negotiationRules: readonly NegotiationRule[] = [
  {
    titel: 'Kennen Sie Ihren Marktwert',
    beschreibung:
      'Wer ohne Zahlen verhandelt, verhandelt nach Gefühl. Recherchieren Sie, was Ihre Tätigkeit in Ihrer Region, Branche und Unternehmensgröße typischerweise einbringt. Der Entgeltatlas der Bundesagentur für Arbeit und die Verdienststatistik des Statistischen Bundesamts sind kostenlose, neutrale Quellen.',
    beispiel:
      '„Für meine Position liegt der Median laut Entgeltatlas in unserer Region bei rund 58.000\u00a0€. Mit meiner Erfahrung sehe ich mich eher darüber.“',
  },
  {
    titel: 'Belegen Sie Ihren Beitrag mit Zahlen',
    beschreibung:
      'Ein Gehaltsgespräch ist keine Bitte, sondern ein Gespräch über Ihren Wert für das Unternehmen. Sammeln Sie über das Jahr konkrete Ergebnisse: eingesparte Kosten, gewonnene Kunden, abgeschlossene Projekte, neue Verantwortung.',
    beispiel:
      '„Seit ich das Reporting übernommen habe, sparen wir jeden Monat rund zwei Arbeitstage im Team. Zusätzlich betreue ich seit März zwei neue Großkunden.“',
  },
  {
    titel: 'Nennen Sie die erste Zahl selbst',
    beschreibung:
      'Die erste genannte Zahl wirkt als Anker für das ganze Gespräch. Nennen Sie einen konkreten, gut begründeten Betrag, der etwas über Ihrem Ziel liegt, statt einer Spanne, deren unteres Ende die Gegenseite sofort aufgreift.',
    beispiel: '„Ich stelle mir ein Jahresgehalt von 62.500\u00a0€ vor.“ Nicht: „Irgendwas zwischen 58.000 und 63.000\u00a0€.“',
  },
  {
    titel: 'Verhandeln Sie das Gesamtpaket',
    beschreibung:
      'Ist das Budget für eine Gehaltserhöhung ausgeschöpft, bleiben steuerfreie und begünstigte Extras: Jobticket, Sachbezug, Essenszuschuss, ein höherer Zuschuss zur Betriebsrente, Weiterbildung oder zusätzliche Homeoffice-Tage. Netto sind sie oft mehr wert als dieselbe Summe brutto.',
    beispiel:
      '„Wenn eine Erhöhung in diesem Jahr nicht möglich ist, wäre ein Deutschlandticket plus ein Sachbezug von 50\u00a0€ im Monat für mich eine gute Lösung.“',
  },
];

export const careerLevels: readonly CareerLevel[] = [
  {
    level: 'Berufseinstieg',
    zeitraum: '0 bis 2 Jahre',
    gehalt: '40.000 bis 48.000\u00a0€',
    massnahmen: ['Früh Verantwortung für eigene Aufgaben übernehmen', 'Erfolge von Anfang an dokumentieren', 'Alle steuerfreien Extras des Arbeitgebers nutzen'],
    gehaltsSteigerung: 'meist 3 bis 5\u00a0% pro Jahr',
  },
  {
    level: 'Fachkraft mit Erfahrung',
    zeitraum: '3 bis 5 Jahre',
    gehalt: '50.000 bis 62.000\u00a0€',
    massnahmen: ['Spezialwissen aufbauen, das im Unternehmen knapp ist', 'Marktwert jährlich prüfen', 'Einen Arbeitgeberwechsel ernsthaft durchrechnen'],
    gehaltsSteigerung: 'oft 10 bis 20\u00a0% bei einem Wechsel',
  },
  {
    level: 'Senior oder Spezialist',
    zeitraum: '6 bis 10 Jahre',
    gehalt: '62.000 bis 80.000\u00a0€',
    massnahmen: ['Projekte oder Fachthemen verantworten', 'Zertifikate und Weiterbildung gezielt einsetzen', 'Gesamtpaket mit Dienstwagen oder bAV-Zuschuss verhandeln'],
    gehaltsSteigerung: '5 bis 10\u00a0% bei Beförderung',
  },
  {
    level: 'Führungskraft',
    zeitraum: 'ab 10 Jahren',
    gehalt: '80.000 bis 120.000\u00a0€',
    massnahmen: ['Personal- oder Budgetverantwortung übernehmen', 'Variable Vergütung an messbare Ziele knüpfen', 'Altersvorsorge und Steuerplanung professionell begleiten lassen'],
    gehaltsSteigerung: '10 bis 25\u00a0% beim Schritt in die Führung',
  },
];

export const ninetyDayPlan: readonly PlanPhase[] = [
  {
    zeitraum: 'Tag 1 bis 30',
    titel: 'Bestandsaufnahme',
    schritte: [
      'Letzte Gehaltsabrechnung Zeile für Zeile verstehen',
      'Freistellungsaufträge bei allen Banken prüfen',
      'Marktwert im Entgeltatlas recherchieren',
      'Eigene Erfolge des letzten Jahres aufschreiben',
    ],
  },
  {
    zeitraum: 'Tag 31 bis 60',
    titel: 'Netto optimieren',
    schritte: [
      'Beim Arbeitgeber nach bAV, Jobticket, Essenszuschuss und Sachbezug fragen',
      'Homeoffice-Tage und Werbungskosten für die Steuererklärung sammeln',
      'Dienstrad oder Dienstwagen durchrechnen, falls angeboten',
      'Argumente und Wunschzahl für das Gehaltsgespräch festlegen',
    ],
  },
  {
    zeitraum: 'Tag 61 bis 90',
    titel: 'Verhandeln und sichern',
    schritte: [
      'Gehaltsgespräch mit konkretem Termin anfragen und führen',
      'Ergebnis und Zusatzleistungen schriftlich festhalten',
      'Den Netto-Zuwachs per Dauerauftrag direkt sparen',
      'Einen Termin in zwölf Monaten für die nächste Runde eintragen',
    ],
  },
];

export const gehaltAuthor = guideAuthor(
  'sabine-krueger',
  'Bevor Sie um 100\u00a0€ brutto mehr kämpfen, prüfen Sie, welche Extras Ihr Arbeitgeber steuerfrei zahlen darf. Oft ist das der schnellere Weg zu mehr Netto.',
);

export const gehaltFaqs: readonly Faq[] = [
  {
    q: 'Lohnt sich eine Gehaltserhöhung überhaupt, wenn so viel abgezogen wird?',
    a: 'Ja. Auch bei hoher Abgabenlast bleibt von jeder Erhöhung netto etwas übrig, und sie erhöht dauerhaft Ihre Basis für künftige Steigerungen, Elterngeld, Arbeitslosengeld und Rente. Steuerfreie Extras sind eine Ergänzung, kein Ersatz.',
  },
  {
    q: 'Wie oft sollte ich über mein Gehalt verhandeln?',
    a: 'Einmal im Jahr ist üblich, dazu bei jeder neuen Verantwortung. Gute Zeitpunkte sind das Jahresgespräch, ein abgeschlossenes Projekt oder die Übernahme neuer Aufgaben.',
  },
  {
    q: 'Kann ich mehrere steuerfreie Extras kombinieren?',
    a: 'Ja, Jobticket, Essenszuschuss, Sachbezug bis 50\u00a0€, Betriebsrente und Dienstrad lassen sich grundsätzlich kombinieren. Jede Leistung hat aber eigene Voraussetzungen, die Ihr Arbeitgeber beachten muss.',
  },
  {
    q: 'Senkt die Entgeltumwandlung meine gesetzliche Rente?',
    a: 'Leicht, weil auf den umgewandelten Betrag keine Rentenbeiträge gezahlt werden. Die Betriebsrente gleicht das in der Regel mehr als aus, besonders mit Arbeitgeberzuschuss.',
  },
];

export const gehaltSources: readonly GuideSource[] = [
  taxSources.homeOffice,
  taxSources.saverAllowance,
  taxSources.flatTax,
  taxSources.taxFree,
  taxSources.benefitsInKind,
  taxSources.mealValues,
  taxSources.flatRateWageTax,
  taxSources.drv,
  { label: 'Bundesagentur für Arbeit: Entgeltatlas', href: 'https://web.arbeitsagentur.de/entgeltatlas/' },
  { label: 'Statistisches Bundesamt: Verdienste', href: 'https://www.destatis.de/DE/Themen/Arbeit/Verdienste/_inhalt.html' },
];

export const gehaltLinks: readonly GuideLink[] = [
  { label: 'Einkommen in Deutschland', href: routePath('ratgeber-deutsche-einkommen'), text: 'Median, Durchschnitt und der Einkommensrechner: Wo stehen Sie im Vergleich?' },
  { label: 'Karriere und Gehalt', href: routePath('ratgeber-karriere'), text: 'Ausbildungswege, Branchen und Strategien für mehr Einkommen.' },
  { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit'), text: 'Größere Anschaffung geplant? Ratenkredite mit allen Kosten vergleichen.' },
];
