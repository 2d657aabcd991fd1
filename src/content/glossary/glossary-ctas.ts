/** Call-to-action texts of the glossary term page, one per comparison page a term can lead to. */
export const glossaryCtas = {
  '/ratenkredit/ohne-schufa': {
    title: 'Kredit trotz SCHUFA-Eintrag?',
    text: 'Worauf Sie bei Krediten ohne SCHUFA-Abfrage achten sollten, woran Sie unseriöse Anbieter erkennen und welche Alternativen es gibt.',
    label: 'Kredit ohne Schufa prüfen',
  },
  '/unternehmenskredit': {
    title: 'Finanzierung für Ihr Unternehmen',
    text: 'Unternehmenskredite von 5.000 bis 500.000 € ab 1,99 % effektivem Jahreszins vergleichen – kostenlos und unverbindlich.',
    label: 'Unternehmenskredite vergleichen',
  },
  '/kreditkarten': {
    title: 'Die passende Kreditkarte finden',
    text: 'Kostenlose, Cashback-, Premium- und Prepaid-Kreditkarten mit Gebühren und Vorteilen im Überblick.',
    label: 'Kreditkarten vergleichen',
  },
  '/ratenkredit': {
    title: 'Günstigen Kredit finden',
    text: 'Ratenkredite von über 20 Banken vergleichen: ab 0,68 % effektivem Jahreszins, Entscheidung in 24 Stunden, kostenlos und unverbindlich.',
    label: 'Ratenkredite vergleichen',
  },
} as const satisfies Record<string, { title: string; text: string; label: string }>;

export type GlossaryCtaTarget = keyof typeof glossaryCtas;
