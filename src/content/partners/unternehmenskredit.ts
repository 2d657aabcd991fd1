import type { HeroFigure, PartnerFaq, TextBlock } from '@/content/partners/types';

export const unternehmenskreditHero = {
  title: 'Unternehmenskredit-Vergleich',
  intro: 'Kredite für Selbstständige und Unternehmen von 5.000 bis 500.000 € ab 1,99 % effektivem Jahreszins, mit schneller Zusage.',
  figures: [
    { value: '5.000–500.000 €', label: 'Kreditsumme' },
    { value: 'ab 1,99 %', label: 'effektiver Jahreszins' },
    { value: 'ab 1 Jahr', label: 'am Markt' },
    { value: '25.000 €', label: 'Mindestumsatz pro Monat' },
  ] satisfies HeroFigure[],
} as const;

export const unternehmenskreditRequirements: readonly string[] = [
  'Ihr Unternehmen ist seit mindestens 1 Jahr am Markt tätig.',
  'Sie erzielen mindestens 25.000 € Umsatz pro Monat.',
  'Sitz und Geschäftskonto des Unternehmens sind in Deutschland.',
  'Aktuelle betriebswirtschaftliche Auswertung (BWA) oder Kontoauszüge liegen vor.',
];

export const unternehmenskreditUseCases: readonly TextBlock[] = [
  { title: 'Betriebsmittel', text: 'Wareneinkauf, Saisongeschäft oder Lücken zwischen Rechnung und Zahlungseingang überbrücken.' },
  { title: 'Investitionen', text: 'Maschinen, Fahrzeuge, IT oder neue Geschäftsräume finanzieren, ohne die Liquidität zu belasten.' },
  { title: 'Wachstum', text: 'Personal aufbauen, neue Märkte erschließen oder Marketing für ein neues Produkt vorfinanzieren.' },
  { title: 'Umschuldung', text: 'Teure Kontokorrentkredite oder mehrere Darlehen zu einem günstigeren Kredit zusammenfassen.' },
];

export const unternehmenskreditFaqs: readonly PartnerFaq[] = [
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
    a: 'Digitale Anbieter entscheiden oft innerhalb von 24 Stunden und zahlen innerhalb von 48 Stunden aus, wenn alle Unterlagen vollständig sind.',
  },
  {
    q: 'Welche Unterlagen werden benötigt?',
    a: 'Meist reichen Kontoauszüge der letzten Monate, die aktuelle BWA und der letzte Jahresabschluss. Viele Anbieter werten Ihre Umsätze per digitalem Kontoblick aus.',
  },
];
