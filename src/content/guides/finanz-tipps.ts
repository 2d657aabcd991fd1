import type { Faq } from '@/content/types';
import { factText } from '@/content/facts/facts';
import { emergencyFundRule } from '@/content/guides/emergency-fund';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideSource, PlanPhase } from '@/content/guides/guide-types';
import { flatTaxOn, taxFigures, taxSources } from '@/content/guides/tax-figures';
import { formatEuro, formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export const tipCategories = ['sparen', 'zeit', 'versicherung', 'einkauf', 'technik'] as const;
export type TipCategory = (typeof tipCategories)[number];
export type TipFilter = 'all' | TipCategory;

/** Chip labels in the order they are shown; 'all' first and the default. */
export const tipFilterLabels: Readonly<Record<TipFilter, string>> = {
  all: 'Alle Tipps',
  sparen: 'Sparen',
  zeit: 'Zeit',
  versicherung: 'Versicherung',
  einkauf: 'Einkauf',
  technik: 'Technik',
};

export interface SavingTip {
  category: TipCategory;
  title: string;
  description: string;
  impact: string;
  /** 'Leicht', 'Mittel' or a longer warning, shown in red. */
  difficulty: string;
  timeToSetup: string;
  source: GuideSource;
}

const vz = (path: string, label: string): GuideSource => ({
  label: `Verbraucherzentrale: ${label}`,
  href: `https://www.verbraucherzentrale.de/wissen/${path}`,
});

export const finanzTippsIntro = {
  title: 'Finanz-Tipps: 20 Wege, im Alltag spürbar Geld zu sparen',
  lead: 'Große Sparerfolge entstehen selten durch Verzicht, sondern durch ein paar gute Entscheidungen, die danach jeden Monat automatisch wirken: der richtige Freistellungsauftrag, eine gekündigte Versicherung, die niemand braucht, ein Handytarif, der zum Verbrauch passt. Filtern Sie die Tipps nach Bereich und setzen Sie mit dem 30-Tage-Plan die wichtigsten in einem Monat um.',
  paragraphs: [
    'Jeder Tipp nennt, was er ungefähr bringt, wie aufwendig er ist und wie lange die Umsetzung dauert. Die Beträge sind typische Größenordnungen, keine Versprechen: Wie viel Sie tatsächlich sparen, hängt von Ihren Verträgen und Gewohnheiten ab. Wo es um Rechte und Fristen geht, verweisen wir auf die gesetzliche Grundlage oder eine Verbraucherzentrale.',
  ],
} as const;

export const savingTips: readonly SavingTip[] = [
  {
    category: 'sparen',
    title: 'Zuerst sparen, dann ausgeben',
    description: 'Richten Sie einen Dauerauftrag ein, der direkt nach dem Gehaltseingang einen festen Betrag auf ein separates Tagesgeldkonto überweist. Was gar nicht erst auf dem Girokonto liegt, wird auch nicht nebenbei ausgegeben.',
    impact: '10\u00a0% des Nettoeinkommens als Einstieg',
    difficulty: 'Leicht',
    timeToSetup: '10 Minuten',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'sparen',
    title: 'Freistellungsauftrag erteilen',
    description: `Ohne Freistellungsauftrag führt die Bank auf Zinsen sofort Abgeltungsteuer ab. Mit ihm bleiben Kapitalerträge bis ${formatEuroWhole(taxFigures.saverAllowance.single)} im Jahr steuerfrei, bei Paaren bis ${formatEuroWhole(taxFigures.saverAllowance.couple)}.`,
    impact: `bis ${formatEuro(flatTaxOn(taxFigures.saverAllowance.single))} weniger Steuerabzug pro Jahr`,
    difficulty: 'Leicht',
    timeToSetup: '5 Minuten',
    source: taxSources.saverAllowance,
  },
  {
    category: 'sparen',
    title: 'Notgroschen auf Tagesgeld statt Girokonto',
    description: `${emergencyFundRule.sentenceStart} gehören als Reserve auf ein Tagesgeldkonto: täglich verfügbar, verzinst und bis ${factText('einlagensicherung')} pro Bank gesetzlich abgesichert.`,
    impact: 'bei 5.000\u00a0€ und 2,5\u00a0% Zins rund 125\u00a0€ im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '20 Minuten',
    source: { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html' },
  },
  {
    category: 'sparen',
    title: 'Dauerhaften Dispo ablösen',
    description: 'Dispozinsen liegen meist weit über den Zinsen eines Ratenkredits. Wer seit Monaten im Minus ist, löst den Dispo mit einem günstigen Ratenkredit ab und senkt danach den Dispositionsrahmen.',
    impact: 'oft eine dreistellige Zinsersparnis pro Jahr',
    difficulty: 'Mittel',
    timeToSetup: '1 Stunde',
    source: vz('geld-versicherungen/kredit-schulden-insolvenz', 'Kredit, Schulden, Insolvenz'),
  },
  {
    category: 'zeit',
    title: 'Steuererklärung machen, auch freiwillig',
    description: 'Viele Beschäftigte sind nicht zur Abgabe verpflichtet und verschenken so Geld. Werbungskosten, Homeoffice-Pauschale und Handwerkerleistungen bringen häufig eine Erstattung. Die Abgabe über ELSTER ist kostenlos.',
    impact: 'häufig mehrere Hundert Euro Erstattung',
    difficulty: 'Mittel',
    timeToSetup: '2 bis 3 Stunden',
    source: {
      label: 'ELSTER: Einkommensteuererklärung online abgeben (Finanzverwaltung)',
      href: 'https://www.elster.de/eportal/formulare-leistungen/alleformulare/est',
    },
  },
  {
    category: 'zeit',
    title: 'Einen Vertrags-Check-Tag im Jahr',
    description: 'Legen Sie einen festen Tag im Jahr fest, an dem Sie Strom, Gas, Handy, Internet, Versicherungen und Abos prüfen. Eine Liste mit Kündigungsfristen erspart böse Überraschungen.',
    impact: 'typischerweise 200 bis 500\u00a0€ im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '1 Stunde pro Jahr',
    source: vz('vertraege-reklamation', 'Verträge und Reklamation'),
  },
  {
    category: 'zeit',
    title: 'Online-Verträge per Kündigungsbutton beenden',
    description: 'Wer einen Vertrag online abschließen kann, muss ihn seit Juli 2022 auch über eine gut sichtbare Schaltfläche „Verträge hier kündigen“ beenden können. Der Anbieter muss den Eingang der Kündigung sofort bestätigen.',
    impact: 'vergessene Abos sofort stoppen',
    difficulty: 'Leicht',
    timeToSetup: '5 Minuten',
    source: { label: '§ 312k BGB: Kündigung von Verbraucherverträgen im elektronischen Geschäftsverkehr', href: 'https://www.gesetze-im-internet.de/bgb/__312k.html' },
  },
  {
    category: 'zeit',
    title: 'Fixkosten auf einen Blick',
    description: 'Viele Banking-Apps zeigen wiederkehrende Zahlungen automatisch an. Prüfen Sie die Liste einmal im Monat: Jede Abbuchung, die Sie nicht sofort erklären können, ist ein Kandidat für die Kündigung.',
    impact: 'Überblick über alle Abbuchungen',
    difficulty: 'Leicht',
    timeToSetup: '15 Minuten im Monat',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'versicherung',
    title: 'Privathaftpflicht: die eine Versicherung, die fast jeder braucht',
    description: 'Wer einem anderen einen Schaden zufügt, haftet in unbegrenzter Höhe. Eine private Haftpflichtversicherung deckt dieses Risiko für wenig Geld ab und gehört zu den wichtigsten Versicherungen überhaupt.',
    impact: 'schützt vor existenzbedrohenden Forderungen',
    difficulty: 'Leicht',
    timeToSetup: '30 Minuten',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'versicherung',
    title: 'Überflüssige Versicherungen kündigen',
    description: 'Handy-, Brillen- und Reisegepäckversicherungen, Sterbegeld- oder Restschuldversicherungen sind häufig teuer im Verhältnis zum Nutzen. Prüfen Sie, welche Risiken Sie notfalls selbst tragen können.',
    impact: '50 bis 200\u00a0€ im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '45 Minuten',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'versicherung',
    title: 'Kfz-Versicherung rechtzeitig wechseln',
    description: 'Die meisten Kfz-Versicherungen laufen bis zum 31. Dezember und sind mit einem Monat Frist kündbar, also bis zum 30. November. Nach einer Beitragserhöhung gilt ein Sonderkündigungsrecht.',
    impact: 'oft 100 bis 300\u00a0€ im Jahr',
    difficulty: 'Mittel',
    timeToSetup: '1 Stunde',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'versicherung',
    title: 'Selbstbeteiligung bewusst wählen',
    description: 'Eine Selbstbeteiligung von 150 oder 300\u00a0€ senkt die Prämie bei Hausrat-, Kasko- oder Haftpflichtversicherungen deutlich. Kleine Schäden zahlen Sie dann selbst, große bleiben versichert.',
    impact: '10 bis 25\u00a0% niedrigere Prämie',
    difficulty: 'Erfordert einen Notgroschen, der die Selbstbeteiligung im Schadensfall sicher abdeckt',
    timeToSetup: '20 Minuten',
    source: vz('geld-versicherungen', 'Geld und Versicherungen'),
  },
  {
    category: 'einkauf',
    title: 'Mit Wochenplan und Einkaufsliste einkaufen',
    description: 'Wer die Mahlzeiten der Woche plant und nur nach Liste einkauft, kauft weniger spontan und wirft weniger Lebensmittel weg. Reste lassen sich gleich mit einplanen.',
    impact: 'weniger Spontankäufe und Lebensmittelabfälle',
    difficulty: 'Leicht',
    timeToSetup: '20 Minuten pro Woche',
    source: vz('lebensmittel', 'Lebensmittel'),
  },
  {
    category: 'einkauf',
    title: 'Grundpreis statt Packungspreis vergleichen',
    description: 'Händler müssen neben dem Endpreis auch den Grundpreis pro Kilogramm, Liter oder Stück angeben. Nur er zeigt, ob die große Packung wirklich günstiger ist oder ob bei gleichem Preis weniger drin ist.',
    impact: 'bei vielen Produkten 10 bis 30\u00a0% Unterschied',
    difficulty: 'Leicht',
    timeToSetup: 'sofort',
    source: { label: '§ 4 PAngV: Pflicht zur Angabe des Grundpreises', href: 'https://www.gesetze-im-internet.de/pangv_2022/__4.html' },
  },
  {
    category: 'einkauf',
    title: 'Die 24-Stunden-Regel für größere Käufe',
    description: 'Legen Sie alles über einem selbst gewählten Betrag, etwa 50\u00a0€, erst einmal in den Warenkorb und entscheiden Sie am nächsten Tag. Ein großer Teil der Spontankäufe erledigt sich so von selbst.',
    impact: 'deutlich weniger Fehlkäufe',
    difficulty: 'Verlangt Disziplin: Rabatt-Countdowns und „Nur heute“-Angebote sind genau darauf ausgelegt, diese Regel zu brechen',
    timeToSetup: 'sofort',
    source: vz('vertraege-reklamation', 'Verträge und Reklamation'),
  },
  {
    category: 'einkauf',
    title: 'Widerrufsrecht beim Onlinekauf nutzen',
    description: 'Bei Fernabsatzverträgen haben Sie in der Regel 14 Tage Widerrufsrecht, ohne Angabe von Gründen. Passt etwas nicht, schicken Sie es zurück, statt es zu behalten.',
    impact: 'Fehlkäufe kosten kein Geld',
    difficulty: 'Leicht',
    timeToSetup: '10 Minuten',
    source: { label: '§ 355 BGB: Widerrufsrecht bei Verbraucherverträgen', href: 'https://www.gesetze-im-internet.de/bgb/__355.html' },
  },
  {
    category: 'technik',
    title: 'Handy- und Internettarif an den Verbrauch anpassen',
    description: 'Nach der Mindestlaufzeit sind Mobilfunk- und Internetverträge monatlich kündbar. Prüfen Sie Ihren tatsächlichen Datenverbrauch: Viele zahlen für Volumen, das sie nie nutzen.',
    impact: '100 bis 300\u00a0€ im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '30 Minuten',
    source: {
      label: '§ 56 TKG: Vertragslaufzeit, Kündigung nach stillschweigender Vertragsverlängerung',
      href: 'https://www.gesetze-im-internet.de/tkg_2021/__56.html',
    },
  },
  {
    category: 'technik',
    title: 'Standby-Verbrauch abschalten',
    description: 'Fernseher, Spielkonsolen, Router-Zubehör und Ladegeräte ziehen auch im Standby Strom. Schaltbare Steckdosenleisten trennen sie mit einem Klick vom Netz.',
    impact: 'oft 50\u00a0€ und mehr im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '30 Minuten',
    source: vz('energie', 'Energie'),
  },
  {
    category: 'technik',
    title: 'Streaming-Abos rotieren',
    description: 'Statt drei Dienste gleichzeitig zu bezahlen, abonnieren Sie einen, schauen die Serien, die Sie interessieren, und wechseln dann. Monatlich kündbare Abos machen das einfach.',
    impact: '100 bis 200\u00a0€ im Jahr',
    difficulty: 'Leicht',
    timeToSetup: '10 Minuten',
    source: vz('digitale-welt', 'Digitale Welt'),
  },
  {
    category: 'technik',
    title: 'Strom- und Gasanbieter vergleichen',
    description: 'Wer noch in der Grundversorgung ist, zahlt oft deutlich mehr als nötig. Ein Wechsel ist online in wenigen Minuten erledigt, der neue Anbieter kündigt meist für Sie.',
    impact: 'häufig 100 bis 400\u00a0€ im Jahr',
    difficulty: 'Mittel',
    timeToSetup: '30 Minuten',
    source: vz('energie', 'Energie'),
  },
];

export const thirtyDayPlan: readonly PlanPhase[] = [
  {
    zeitraum: 'Tag 1 bis 7',
    titel: 'Überblick verschaffen',
    schritte: ['Kontoauszüge der letzten drei Monate durchsehen', 'Alle Verträge und Abos mit Kosten und Fristen auflisten', 'Freistellungsaufträge prüfen und verteilen'],
  },
  {
    zeitraum: 'Tag 8 bis 14',
    titel: 'Verträge aufräumen',
    schritte: ['Ungenutzte Abos per Kündigungsbutton beenden', 'Handy-, Internet- und Stromtarif vergleichen', 'Versicherungen auf Doppelungen und Nutzen prüfen'],
  },
  {
    zeitraum: 'Tag 15 bis 21',
    titel: 'Sparen automatisieren',
    schritte: ['Tagesgeldkonto für den Notgroschen eröffnen', 'Dauerauftrag zum Gehaltstag einrichten', 'Einen dauerhaft genutzten Dispo ablösen'],
  },
  {
    zeitraum: 'Tag 22 bis 30',
    titel: 'Gewohnheiten festigen',
    schritte: ['Wochenplan und Einkaufsliste ausprobieren', 'Die 24-Stunden-Regel für größere Käufe testen', 'Ersparnis des Monats ausrechnen und direkt anlegen'],
  },
];

export const finanzTippsAuthor = guideAuthor(
  'julia-hartmann',
  'Der beste Spartipp ist der, den man nur einmal umsetzen muss. Kündigen, wechseln, automatisieren: danach spart das Konto ganz von allein.',
);

export const finanzTippsFaqs: readonly Faq[] = [
  {
    q: 'Mit welchem Tipp fange ich am besten an?',
    a: 'Mit denen, die einmal Aufwand machen und danach dauerhaft wirken: Freistellungsauftrag, Dauerauftrag zum Gehaltstag und die Kündigung ungenutzter Verträge. Sie brauchen zusammen weniger als eine Stunde.',
  },
  {
    q: 'Wie viel sollte ich als Notgroschen zurücklegen?',
    a: `Als Faustregel ${emergencyFundRule.nominative}, bei unsicherem Einkommen oder als Selbstständiger eher mehr. Der Notgroschen gehört auf ein Tagesgeldkonto, nicht in Aktien.`,
  },
  {
    q: 'Kann ich Verträge auch ohne Kündigungsbutton kündigen?',
    a: 'Ja. Der Kündigungsbutton ist ein zusätzlicher Weg für online geschlossene Verträge. Eine Kündigung in Textform, etwa per E-Mail oder Brief, bleibt möglich.',
  },
];

export const finanzTippsSources: readonly GuideSource[] = [
  vz('geld-versicherungen', 'Geld und Versicherungen'),
  vz('vertraege-reklamation', 'Verträge und Reklamation'),
  { label: '§ 312k BGB: Kündigungsbutton', href: 'https://www.gesetze-im-internet.de/bgb/__312k.html' },
  { label: '§ 4 PAngV: Grundpreis', href: 'https://www.gesetze-im-internet.de/pangv_2022/__4.html' },
  taxSources.saverAllowance,
  { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html' },
];

export const finanzTippsLinks: readonly GuideLink[] = [
  { label: 'Sparkonto-Vergleich', href: routePath('ratgeber-sparkonto'), text: 'Tagesgeld und Festgeld für Ihren Notgroschen im Vergleich.' },
  { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit'), text: 'Teuren Dispo ablösen: Ratenkredite mit festen Raten vergleichen.' },
  { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen'), text: 'Wie viel Sie sparen sollten: Sparrechner und Sparregeln.' },
];

