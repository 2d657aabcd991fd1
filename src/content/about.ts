import { siteConfig } from '@/config/site';

const { name, foundedYear } = siteConfig;

export const aboutIntro = `${name} hilft Verbraucherinnen und Verbrauchern in Deutschland seit ${foundedYear}, Kredite, Kreditkarten und Finanzprodukte unabhängig, kostenlos und verständlich zu vergleichen.`;

export const aboutMission = {
  paragraphs: [
    `Finanzentscheidungen sind oft komplizierter, als sie sein müssten. Konditionen sind schwer vergleichbar, Fachbegriffe unklar und Werbeversprechen selten vollständig. Genau hier setzen wir an: Seit ${foundedYear} haben wir die Angebote von über 50 Banken ausgewertet und verglichen, damit Sie schnell erkennen, welches Angebot zu Ihnen passt.`,
    'Wir möchten, dass Sie informiert entscheiden, nicht unter Zeitdruck und nicht aufgrund von Werbung. Deshalb zeigen wir nicht nur Zinssätze, sondern auch Gesamtkosten, Risiken und Alternativen. Unsere Ratgeber und das Glossar mit über 600 Begriffen erklären die Hintergründe in verständlicher Sprache.',
  ],
  facts: [
    { value: `seit ${foundedYear}`, label: 'unabhängiger Finanzvergleich' },
    { value: 'über 50', label: 'Banken ausgewertet' },
    { value: 'über 600', label: 'Begriffe im Finanzglossar' },
  ],
} as const;

export const aboutValues = [
  {
    title: '100% Unabhängig',
    text: 'Wir gehören zu keiner Bank und keinem Finanzkonzern. Angebote ordnen wir nach nachvollziehbaren Kriterien wie effektivem Jahreszins, Gesamtkosten und Flexibilität ein.',
  },
  {
    title: 'Für Verbraucher',
    text: 'Unser Vergleich ist für Sie kostenlos und unverbindlich. Wir erklären Fachbegriffe verständlich und weisen offen auf Kosten und Risiken eines Kredits hin.',
  },
  {
    title: 'TÜV-geprüft',
    text: 'Unseren Umgang mit Ihren Daten und unsere internen Abläufe hat der TÜV geprüft. Die Prüfung betrifft unser Portal, nicht die Konditionen der Banken; für diese ist die jeweilige Bank verantwortlich.',
  },
  {
    title: 'Aktuelle Daten',
    text: 'Die Angebote unserer Partner pflegen wir laufend in unserer Datenbank und zeigen sie direkt von dort an. Verbindlich ist immer das konkrete Angebot der Bank.',
  },
] as const;

export const aboutPrinciples = [
  {
    title: 'Transparenz',
    text: 'Wir legen offen, wie wir uns finanzieren: Für Weiterleitungen erhalten wir eine Provision unserer Partner, für Sie entstehen dadurch keine Mehrkosten. Links zu Partnern sind als Werbung gekennzeichnet.',
  },
  {
    title: 'Objektivität',
    text: 'Alle Angebote bewerten wir nach denselben Kriterien. Wir nennen Vor- und Nachteile gleichermaßen und empfehlen auch Alternativen, wenn ein Kredit nicht die beste Lösung ist.',
  },
  {
    title: 'Qualität',
    text: 'Unsere Ratgeber, Rechner und Glossarartikel werden redaktionell erstellt und regelmäßig überprüft. Zahlen und Rechenbeispiele versehen wir mit einem Stand, damit Sie deren Aktualität einschätzen können.',
  },
] as const;

export const aboutNetwork = {
  text: `${name} ist Teil eines kleinen internationalen Netzwerks von Vergleichsportalen. In Schweden vergleicht unser Schwesterportal Kredite und Kreditkarten für den schwedischen Markt. Die folgenden Seiten sind auf Schwedisch:`,
} as const;

export const aboutContact = {
  text: 'Sie haben eine Frage, eine Anregung oder haben einen Fehler entdeckt? Schreiben Sie uns, wir freuen uns über Ihre Nachricht.',
  note: 'Bitte beachten Sie: Wir beraten nicht zu einzelnen Krediten und nehmen keine Kreditanträge entgegen. Dafür ist die jeweilige Bank zuständig.',
  imprintLink: { label: 'Alle Angaben zum Anbieter im Impressum', href: '/impressum' },
} as const;

export const furtherInformation = {
  lead: 'Unabhängige Informationen rund um Kredite, Geldanlage und Verbraucherschutz finden Sie auch bei diesen Stellen:',
  links: [
    {
      label: 'BaFin – Bundesanstalt für Finanzdienstleistungsaufsicht',
      href: 'https://www.bafin.de/',
      text: 'Die Finanzaufsicht beaufsichtigt Banken und Finanzdienstleister und informiert Verbraucher über ihre Rechte.',
    },
    {
      label: 'Verbraucherzentrale',
      href: 'https://www.verbraucherzentrale.de/',
      text: 'Unabhängige Beratung zu Geld, Krediten und Verträgen, einschließlich Schuldnerberatung.',
    },
    {
      label: 'Deutsche Bundesbank',
      href: 'https://www.bundesbank.de/',
      text: 'Die Zentralbank Deutschlands bietet Informationen zu Zinsen, Geldpolitik und Finanzstatistiken.',
    },
  ],
} as const;

export const aboutCta = {
  title: 'Jetzt unabhängig vergleichen',
  text: 'Finden Sie in wenigen Minuten den passenden Kredit oder die passende Kreditkarte: kostenlos und unverbindlich.',
  links: [
    { label: 'Ratenkredite vergleichen', href: '/ratenkredit' },
    { label: 'Kreditkarten vergleichen', href: '/kreditkarten' },
  ],
} as const;
