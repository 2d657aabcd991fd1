import { offerCountFigure, type HeroFigure, type TextBlock } from '@/content/partners/types';
import type { Faq } from '@/content/types';

export const unternehmenskreditHero = {
  title: 'Unternehmenskredit-Vergleich',
  intro: 'Kredite für Selbstständige und Unternehmen im Vergleich: Kreditsummen, Konditionen und Voraussetzungen der Anbieter auf einen Blick.',
} as const;

/** The key figures under the h1: the offers counted from the list, then the usual requirements. */
export function unternehmenskreditFigures(offerCount: number): HeroFigure[] {
  return [
    offerCountFigure(offerCount),
    { value: 'ab 1 Jahr', label: 'am Markt' },
    { value: '25.000 €', label: 'Mindestumsatz pro Monat' },
    { value: '0 €', label: 'kostenlos & unverbindlich' },
  ];
}

export const unternehmenskreditRequirements: readonly string[] = [
  'Ihr Unternehmen ist seit mindestens 1 Jahr am Markt tätig.',
  'Sie erzielen mindestens 25.000 € Umsatz pro Monat.',
  'Sitz und Geschäftskonto des Unternehmens sind in Deutschland.',
  'Aktuelle betriebswirtschaftliche Auswertung (BWA) oder Kontoauszüge liegen vor.',
];

/**
 * Who this comparison is for, and who it is not: business loans are no consumer credit, but a
 * founder's loan up to 75.000 € is treated as one (§ 513 BGB), and private purchases are.
 */
export const unternehmenskreditScope = {
  text: 'Die Angebote hier sind Kredite für Unternehmen, die bereits am Markt tätig sind; sie sind keine Verbraucherkredite, deshalb zeigen die Karten eine Beispielrechnung statt eines repräsentativen Beispiels. Gründen Sie gerade erst: Für ein Darlehen bis 75.000 €, mit dem Sie eine gewerbliche oder selbständige berufliche Tätigkeit aufnehmen, gelten die Schutzvorschriften für Verbraucherdarlehen (§ 513 BGB), etwa das Widerrufsrecht. Für private Anschaffungen ist ein Ratenkredit das passende Produkt.',
  source: { label: '§ 513 BGB', href: 'https://www.gesetze-im-internet.de/bgb/__513.html' },
} as const;

export const unternehmenskreditUseCases: readonly TextBlock[] = [
  { title: 'Betriebsmittel', text: 'Wareneinkauf, Saisongeschäft oder Lücken zwischen Rechnung und Zahlungseingang überbrücken.' },
  { title: 'Investitionen', text: 'Maschinen, Fahrzeuge, IT oder neue Geschäftsräume finanzieren, ohne die Liquidität zu belasten.' },
  { title: 'Wachstum', text: 'Personal aufbauen, neue Märkte erschließen oder Marketing für ein neues Produkt vorfinanzieren.' },
  { title: 'Umschuldung', text: 'Teure Kontokorrentkredite oder mehrere Darlehen zu einem günstigeren Kredit zusammenfassen.' },
];

export const unternehmenskreditFaqs: readonly Faq[] = [
  {
    q: 'Wer kann einen Unternehmenskredit beantragen?',
    a: 'GmbHs, UGs, Einzelunternehmen, Freiberufler und Personengesellschaften mit Sitz in Deutschland, die seit mindestens einem Jahr am Markt sind und mindestens 25.000 € Monatsumsatz erzielen.',
  },
  {
    q: 'Brauche ich Sicherheiten?',
    a: 'Viele Online-Kreditgeber verzichten bis etwa 100.000 € auf Sicherheiten, verlangen aber häufig eine persönliche Bürgschaft der Geschäftsführung. Bei höheren Summen sind Sicherheiten üblich.',
  },
  {
    q: 'Wie schnell erhalte ich das Geld?',
    a: 'Das hängt vom Anbieter und davon ab, wie schnell alle Unterlagen vollständig vorliegen. Digitale Anbieter entscheiden meist schneller als Filialbanken; die Angaben des jeweiligen Anbieters sind maßgeblich.',
  },
  {
    q: 'Welche Unterlagen werden benötigt?',
    a: 'Meist reichen Kontoauszüge der letzten Monate, die aktuelle BWA und der letzte Jahresabschluss. Viele Anbieter werten Ihre Umsätze per digitalem Kontoblick aus.',
  },
];
