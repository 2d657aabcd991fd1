/**
 * The authors of the guides, part of the operator's facts (operator-facts.ts) but in a module of
 * their own: every guide shows its author, and the rest of the operator's facts need not load
 * with it. The same sample rule applies: `sample: true` is shown as such and refused by the
 * production build.
 */

/** True in the demo: the personas below are invented. */
const SAMPLE = true;

export interface Author {
  /** True while the persona is a demo stand-in; the production build refuses it. */
  sample: boolean;
  id: string;
  name: string;
  role: string;
  experience: string;
  specialization: string;
  /** Only real, verifiable qualifications; sample personas carry none that are protected titles. */
  credentials: readonly string[];
  /** Site-relative portrait path, or null for initials. */
  imageSrc: string | null;
}

// Sample personas for the guides: invented people, so they carry no qualifications and no
// protected titles. Replace them with the real authors (or remove them) before going live.
export const authors: readonly Author[] = [
  {
    sample: SAMPLE,
    id: 'sabine-krueger',
    name: 'Sabine Krüger',
    role: 'Redakteurin für Steuern und Gehalt',
    experience: '15 Jahre Erfahrung als Fachredakteurin für Lohnsteuer und Sozialversicherung',
    specialization: 'Lohnsteuer, Entgeltbestandteile und betriebliche Altersvorsorge',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'thomas-berger',
    name: 'Thomas Berger',
    role: 'Redakteur für Kredite und Haushaltsplanung',
    experience: '18 Jahre Erfahrung als Redakteur für Verbraucherkredite',
    specialization: 'Ratenkredite, Umschuldung und Haushaltsplanung',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'katharina-wolff',
    name: 'Katharina Wolff',
    role: 'Redakteurin für Zinsen und Kreditkosten',
    experience: '12 Jahre Erfahrung als Redakteurin für Zins- und Kreditmärkte',
    specialization: 'Zinsentwicklung, Kreditkosten und Geldanlage',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'markus-lehmann',
    name: 'Markus Lehmann',
    role: 'Redakteur für Sparen und Einlagen',
    experience: '20 Jahre Erfahrung als Redakteur für Bankprodukte',
    specialization: 'Tagesgeld, Festgeld und Einlagensicherung',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'miriam-hoffmann',
    name: 'Miriam Hoffmann',
    role: 'Redakteurin für Sparen und Vorsorge',
    experience: '14 Jahre Erfahrung als Redakteurin für Haushaltsbudget und Vorsorge',
    specialization: 'Haushaltsbudget, Vermögensaufbau und Altersvorsorge für Familien',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'andreas-klein',
    name: 'Andreas Klein',
    role: 'Redakteur für Arbeitsmarkt und Einkommen',
    experience: '22 Jahre Erfahrung als Redakteur für Arbeitsmarkt- und Lohnstatistik',
    specialization: 'Lohnstatistik, Einkommensverteilung und Gehaltsentwicklung',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'markus-weber',
    name: 'Markus Weber',
    role: 'Redakteur für Immobilien und Baufinanzierung',
    experience: '20 Jahre Erfahrung als Redakteur für Wohnimmobilien und Baufinanzierung',
    specialization: 'Wohnimmobilienmärkte, Kaufentscheidung und Finanzierungsstrategie',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'thomas-brandt',
    name: 'Thomas Brandt',
    role: 'Redakteur für Auto und Mobilität',
    experience: '18 Jahre Erfahrung als Redakteur für Fahrzeugkosten',
    specialization: 'Fahrzeugkosten, Wertverlust und Elektromobilität',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'stefanie-lang',
    name: 'Stefanie Lang',
    role: 'Redakteurin für Konten und Bankgebühren',
    experience: '16 Jahre Erfahrung als Redakteurin für Bankdienstleistungen',
    specialization: 'Girokonten, Zahlungsverkehr und Bankgebühren',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'daniel-brandt',
    name: 'Daniel Brandt',
    role: 'Redakteur für Karriere und Weiterbildung',
    experience: '14 Jahre Erfahrung als Redakteur für Arbeit und Beruf',
    specialization: 'Gehaltsentwicklung, Weiterbildung und berufliche Neuorientierung',
    credentials: [],
    imageSrc: null,
  },
  {
    sample: SAMPLE,
    id: 'julia-hartmann',
    name: 'Julia Hartmann',
    role: 'Redakteurin für Alltagsfinanzen',
    experience: '10 Jahre Erfahrung als Redakteurin für Haushalt und Verträge',
    specialization: 'Haushaltsplanung, Verträge und Alltagsfinanzen',
    credentials: [],
    imageSrc: null,
  },
];
