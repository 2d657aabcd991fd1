import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import { factSource, factText, factValue, factYear } from '@/content/facts/facts';
import type { GuideLink, GuideParagraphSection, GuideSource } from '@/content/guides/guide-types';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

/** Gross annual salaries of full-time employees in euros. */
export interface AgeGroupIncome {
  alter: string;
  median: number;
  durchschnitt: number;
}

export type RegionPart = 'West' | 'Ost' | 'Ost und West';

export interface RegionIncome {
  region: string;
  /** Former West or East Germany; Berlin belongs to both. */
  teil: RegionPart;
  median: number;
  durchschnitt: number;
}

export interface IndustryIncome {
  branche: string;
  median: number;
  top10: number;
}

export const deutscheEinkommenIntro = {
  title: 'Einkommen in Deutschland: Was verdienen die Deutschen?',
  lead: 'Wie viel verdient man in Deutschland, und wo stehen Sie mit Ihrem Gehalt? Wir zeigen Median und Durchschnitt, die Unterschiede nach Alter, Region und Branche und ordnen Ihr Gehalt mit unserem Einkommensrechner ein.',
} as const;

/** Headline figures, gross per year, full-time, from the Destatis Verdiensterhebung (dated facts). */
export const incomeStats = {
  median: factValue('destatis-median-vollzeit-2024'),
  durchschnitt: factValue('destatis-mittel-vollzeit-2024'),
  top30Threshold: factValue('destatis-p70-vollzeit-2024'),
  /** Editorial estimate from the region table below, not an official statistic. */
  eastWestGapPercent: 30,
} as const;

/** The year the headline figures describe and where they come from. */
export const incomeStatsSource = {
  year: 2024,
  source: factSource('destatis-median-vollzeit-2024'),
} as const;

export const dataNote =
  'Bruttojahresgehälter von Vollzeitbeschäftigten einschließlich Sonderzahlungen, gerundet. Die Tabellen nach Alter, Region und Branche sind redaktionelle Schätzwerte (Stand: Oktober 2025), angelehnt an die Verdienststatistiken des Statistischen Bundesamts und den Entgeltatlas der Bundesagentur für Arbeit, keine amtliche Statistik.';

export const ageGroups: readonly AgeGroupIncome[] = [
  { alter: '20–24 Jahre', median: 33_600, durchschnitt: 35_400 },
  { alter: '25–34 Jahre', median: 44_400, durchschnitt: 48_100 },
  { alter: '35–44 Jahre', median: 51_600, durchschnitt: 57_800 },
  { alter: '45–54 Jahre', median: 53_400, durchschnitt: 60_200 },
  { alter: '55–64 Jahre', median: 52_200, durchschnitt: 58_600 },
];

export const regions: readonly RegionIncome[] = [
  { region: 'Hamburg', teil: 'West', median: 56_000, durchschnitt: 63_400 },
  { region: 'Baden-Württemberg', teil: 'West', median: 54_600, durchschnitt: 60_500 },
  { region: 'Hessen', teil: 'West', median: 54_000, durchschnitt: 60_100 },
  { region: 'Bayern', teil: 'West', median: 53_000, durchschnitt: 59_000 },
  { region: 'Nordrhein-Westfalen', teil: 'West', median: 50_000, durchschnitt: 55_200 },
  { region: 'Berlin', teil: 'Ost und West', median: 49_400, durchschnitt: 56_300 },
  { region: 'Niedersachsen', teil: 'West', median: 47_400, durchschnitt: 52_100 },
  { region: 'Sachsen', teil: 'Ost', median: 41_200, durchschnitt: 45_300 },
  { region: 'Thüringen', teil: 'Ost', median: 40_400, durchschnitt: 44_200 },
  { region: 'Mecklenburg-Vorpommern', teil: 'Ost', median: 39_200, durchschnitt: 43_100 },
];

export const industries: readonly IndustryIncome[] = [
  { branche: 'Energieversorgung', median: 66_000, top10: 112_000 },
  { branche: 'Finanz- und Versicherungsdienstleistungen', median: 64_800, top10: 118_000 },
  { branche: 'Chemie und Pharma', median: 63_000, top10: 108_000 },
  { branche: 'Information und Kommunikation', median: 62_400, top10: 110_000 },
  { branche: 'Fahrzeugbau', median: 61_200, top10: 98_000 },
  { branche: 'Öffentliche Verwaltung', median: 50_400, top10: 75_000 },
  { branche: 'Gesundheits- und Sozialwesen', median: 45_600, top10: 78_000 },
  { branche: 'Handel', median: 41_400, top10: 76_000 },
  { branche: 'Gastgewerbe', median: 30_000, top10: 46_000 },
];

export const incomeBasics: readonly GuideParagraphSection[] = [
  {
    id: 'median-durchschnitt',
    title: 'Median oder Durchschnitt: Welche Zahl zählt?',
    paragraphs: [
      `Der Durchschnitt addiert alle Gehälter und teilt durch die Zahl der Beschäftigten. Wenige sehr hohe Einkommen ziehen ihn nach oben: Nach der Verdiensterhebung des Statistischen Bundesamts lag er 2024 für Vollzeitbeschäftigte bei ${factText('destatis-mittel-vollzeit-2024')} brutto einschließlich Sonderzahlungen. Aussagekräftiger ist der Median von ${factText('destatis-median-vollzeit-2024')}: Genau die Hälfte der Vollzeitbeschäftigten verdiente mehr, die andere Hälfte weniger. Das oberste Prozent begann bei ${factText('destatis-top1-vollzeit-2024')}.`,
      `Zum Vergleich: Die Deutsche Rentenversicherung setzt für ${factYear('durchschnittsentgelt-vorlaeufig')} ein vorläufiges Durchschnittsentgelt von ${factText('durchschnittsentgelt-vorlaeufig')} an, berechnet über alle Versicherten und damit einschließlich Teilzeit. Wer so viel verdient, erwirbt einen Rentenpunkt im Jahr.`,
    ],
  },
  {
    id: 'einflussfaktoren',
    title: 'Was das Einkommen bestimmt',
    paragraphs: [
      'Die größten Unterschiede erklären Ausbildung, Branche und Berufserfahrung. Akademikerinnen und Akademiker verdienen im Laufe des Berufslebens im Schnitt deutlich mehr als Beschäftigte mit Berufsausbildung, und in Energie, Finanzen oder IT liegt der Median fast doppelt so hoch wie im Gastgewerbe. Große Unternehmen mit Tarifvertrag zahlen meist mehr als kleine Betriebe.',
      `Auch die Region spielt eine Rolle: Zwischen Hamburg und Mecklenburg-Vorpommern liegen rund 30 %. Ein Teil davon wird durch niedrigere Mieten und Lebenshaltungskosten im Osten ausgeglichen, aber nicht alles. Frauen verdienten 2025 pro Stunde im Schnitt ${factText('gender-pay-gap-2025')} weniger als Männer (unbereinigter Gender Pay Gap); bei vergleichbarer Tätigkeit, Qualifikation und Erwerbsbiografie bleiben laut Statistischem Bundesamt ${factText('gender-pay-gap-bereinigt-2025')}.`,
    ],
  },
];

export const calculatorNotes = {
  method:
    'Vereinfachte Einordnung: Wir setzen Ihr Gehalt ins Verhältnis zum Median Ihrer Altersgruppe und ordnen es in eine von sieben Stufen ein. Das Ergebnis ist eine Schätzung, kein amtliches Perzentil.',
  region:
    'Die Region können Sie angeben, sie fließt aber bewusst nicht in das Ergebnis ein: Der Vergleich bezieht sich immer auf den bundesweiten Median Ihrer Altersgruppe. Regionale Unterschiede zeigt die Tabelle weiter unten.',
} as const;

export const deutscheEinkommenAuthor = guideAuthor(
  'andreas-klein',
  'Vergleichen Sie Ihr Gehalt mit Ihrer Branche und Region, nicht mit dem bundesweiten Durchschnitt.',
);

export const deutscheEinkommenFaqs: readonly Faq[] = [
  {
    q: 'Was ist ein gutes Gehalt in Deutschland?',
    a: `Wer in Vollzeit mehr als den Median verdient, 2024 laut Statistischem Bundesamt ${factText('destatis-median-vollzeit-2024')} brutto im Jahr, liegt über der Mitte. Mit ${formatEuroWhole(incomeStats.top30Threshold)} gehörte man 2024 zu den 30 % mit den höchsten Verdiensten. Was sich gut anfühlt, hängt aber stark von Region, Haushaltsgröße und Lebenshaltungskosten ab.`,
  },
  {
    q: 'Warum ist der Durchschnitt höher als der Median?',
    a: `Wenige sehr hohe Einkommen ziehen den Durchschnitt nach oben, während der Median genau in der Mitte liegt. Deshalb verdiente 2024 die Mehrheit der Vollzeitbeschäftigten weniger als den Durchschnitt von ${factText('destatis-mittel-vollzeit-2024')}.`,
  },
  {
    q: 'Wie genau ist der Einkommensrechner?',
    a: 'Der Rechner ordnet Ihr Gehalt anhand des Verhältnisses zum Median Ihrer Altersgruppe in sieben Stufen ein. Er liefert eine grobe Orientierung, kein exaktes Perzentil. Die Region wird dabei nicht berücksichtigt.',
  },
];

export const deutscheEinkommenSources: readonly GuideSource[] = [
  { ...factSource('destatis-median-vollzeit-2024'), note: 'Median, Durchschnitt und Perzentile der Vollzeitverdienste 2024' },
  { ...factSource('gender-pay-gap-2025'), note: 'Unbereinigter und bereinigter Gender Pay Gap 2025' },
  { label: 'Entgeltatlas der Bundesagentur für Arbeit', href: 'https://web.arbeitsagentur.de/entgeltatlas/', note: 'Medianentgelte nach Beruf, Region und Alter' },
  { ...factSource('durchschnittsentgelt-vorlaeufig'), note: `Vorläufiges Durchschnittsentgelt ${factYear('durchschnittsentgelt-vorlaeufig')}` },
];

export const deutscheEinkommenLinks: readonly GuideLink[] = [
  { label: 'Gehalt optimieren', href: routePath('ratgeber-gehaltsoptimierung'), text: 'Acht Strategien für mehr Netto vom Brutto und bessere Gehaltsverhandlungen.' },
  { label: 'Karriere planen', href: routePath('ratgeber-karriere'), text: 'Bildungswege, Branchen und Strategien für den nächsten Gehaltssprung.' },
  { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen'), text: 'Wie viel Ihres Einkommens sollten Sie sparen? Sparrechner und Sparregeln.' },
];
