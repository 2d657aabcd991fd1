import type { StaticRouteId } from '@/routes/manifest';

/** Call-to-action texts of the glossary term page, by the route of the comparison page a term can lead to. */
export const glossaryCtas = {
  'ratenkredit-ohne-schufa': {
    title: 'Kredit trotz SCHUFA-Eintrag?',
    text: 'Worauf Sie bei Krediten ohne SCHUFA-Abfrage achten sollten, woran Sie unseriöse Anbieter erkennen und welche Alternativen es gibt.',
    label: 'Kredit ohne SCHUFA prüfen',
  },
  unternehmenskredit: {
    title: 'Finanzierung für Ihr Unternehmen',
    text: 'Unternehmenskredite für Selbstständige und kleine Unternehmen vergleichen, jedes Angebot mit repräsentativem Beispiel – kostenlos und unverbindlich.',
    label: 'Unternehmenskredite vergleichen',
  },
  baufinanzierung: {
    title: 'Baufinanzierung planen',
    text: 'Angebote für Immobilienkredite mit Sollzinsbindung, Effektivzins und Monatsrate vergleichen – kostenlos und unverbindlich.',
    label: 'Baufinanzierung vergleichen',
  },
  kreditkarten: {
    title: 'Die passende Kreditkarte finden',
    text: 'Kostenlose, Cashback-, Premium- und Prepaid-Kreditkarten mit Gebühren und Vorteilen im Überblick.',
    label: 'Kreditkarten vergleichen',
  },
  ratenkredit: {
    title: 'Günstigen Kredit finden',
    text: 'Ratenkredite unserer Partner mit effektivem Jahreszins und repräsentativem Beispiel vergleichen – kostenlos und unverbindlich.',
    label: 'Ratenkredite vergleichen',
  },
} as const satisfies Partial<Record<StaticRouteId, { title: string; text: string; label: string }>>;

export type GlossaryCtaTarget = keyof typeof glossaryCtas;
