import { operatorFacts, type BrokerPermit } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import type { LegalSection } from '@/content/legal/legal-section';
import { statusInformationSection } from '@/content/legal/status-information';

const { identity: operator, brokerRole } = operatorFacts;
const contactEmail = operator.email;

export interface ImpressumDetail {
  label: string;
  lines: readonly string[];
  href?: string;
}

export const impressumIntro =
  'Anbieterkennzeichnung, Angaben zu unserer Tätigkeit als Darlehensvermittler und zu den Erlaubnissen sowie Hinweise zur Haftung und zum Urheberrecht.';

export const operatorDetails: readonly ImpressumDetail[] = [
  { label: 'Anbieter', lines: [operator.company] },
  { label: 'Anschrift', lines: [operator.street, `${operator.postalCode} ${operator.city}`, operator.country] },
  { label: 'Vertreten durch', lines: [`${operator.representative} (${operator.representativeRole})`] },
  { label: 'Telefon', lines: [operator.phone], href: `tel:${operator.phone.replace(/\s+/g, '')}` },
  { label: 'E-Mail', lines: [contactEmail], href: `mailto:${contactEmail}` },
  { label: 'Registereintrag', lines: [operator.register] },
  { label: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG', lines: [operator.vatId] },
  ...(operator.economicId ? [{ label: 'Wirtschafts-Identifikationsnummer', lines: [operator.economicId] }] : []),
];

function permitDetail(permit: BrokerPermit): ImpressumDetail[] {
  const register = permit.registerNumber
    ? [{ label: `Registernummer (${permit.law})`, lines: [permit.registerNumber], ...(permit.registerUrl ? { href: permit.registerUrl } : {}) }]
    : [];
  return [
    { label: `Erlaubnis nach ${permit.law}`, lines: [permit.scope] },
    { label: `Zuständige Behörde (${permit.law})`, lines: [permit.authority] },
    ...register,
  ];
}

/** GewO and, per permit, the ordinance with its professional duties (MaBV for § 34c, ImmVermV for § 34i). */
export const permitDetails: readonly ImpressumDetail[] = [
  ...brokerRole.permits.flatMap(permitDetail),
  {
    label: 'Berufsrechtliche Regelungen',
    lines: [
      'Gewerbeordnung (GewO)',
      ...brokerRole.permits.map((permit) => `${permit.professionalRules} zur Erlaubnis nach ${permit.law}`),
      'abrufbar unter www.gesetze-im-internet.de',
    ],
    href: 'https://www.gesetze-im-internet.de/',
  },
];

export const impressumSections: readonly LegalSection[] = [
  {
    id: 'kreditvermittlung',
    title: 'Hinweis zur Kreditvermittlung',
    paragraphs: [
      `${siteConfig.name} ist ein Vergleichsportal und als Darlehensvermittler tätig. Was das für Sie bedeutet, wie wir vergütet werden und für wen wir tätig sind, steht in den Statusinformationen direkt im Anschluss.`,
    ],
    closing: [
      'Die auf unserer Website genannten Zinssätze und Konditionen sind Ab-Werte oder Beispiele der Anbieter. Ihr persönliches Angebot kann davon abweichen. Maßgeblich sind die Vertragsunterlagen des Darlehensgebers. Links zu unseren Partnern sind als Werbung gekennzeichnet.',
    ],
  },
  statusInformationSection,
  {
    id: 'verantwortlich',
    title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    paragraphs: [operator.editorialResponsible],
  },
  {
    id: 'eu-streitschlichtung',
    title: 'EU-Streitschlichtung',
    paragraphs: [
      'Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) im Juli 2025 eingestellt, nachdem die zugrunde liegende EU-Verordnung aufgehoben wurde. Beschwerden können dort nicht mehr eingereicht werden. Einen Link auf die Plattform stellen wir deshalb nicht mehr bereit.',
      `Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an uns, am einfachsten per E-Mail an ${contactEmail}.`,
    ],
  },
  {
    id: 'verbraucherstreitbeilegung',
    title: 'Verbraucherstreitbeilegung',
    paragraphs: [
      'Wir sind weder verpflichtet noch bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.',
      'Bei Streitigkeiten aus einem Kreditvertrag ist die Bank Ihr Ansprechpartner. Welcher Schlichtungsstelle sie angeschlossen ist, erfahren Sie bei der Bank selbst.',
      'Für Streitigkeiten im Zusammenhang mit Verbraucherdarlehen und deren Vermittlung ist außerdem gesetzlich die Schlichtungsstelle bei der Deutschen Bundesbank eingerichtet (§ 14 Unterlassungsklagengesetz). Sie ist zuständig, soweit keine anerkannte private Verbraucherschlichtungsstelle zuständig ist.',
    ],
    links: [{ label: 'Schlichtungsstelle bei der Deutschen Bundesbank', href: 'https://www.bundesbank.de/de/service/schlichtungsstelle' }],
  },
  {
    id: 'haftung-inhalte',
    title: 'Haftung für Inhalte',
    paragraphs: [
      'Wir erstellen die Inhalte dieser Website mit großer Sorgfalt und überprüfen sie regelmäßig. Als Diensteanbieter sind wir nach § 7 Abs. 1 DDG für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Für die Richtigkeit, Vollständigkeit und Aktualität der Angaben können wir dennoch keine Gewähr übernehmen. Das gilt besonders für die Konditionen unserer Partner, die sich jederzeit ändern können; verbindlich sind allein die Angaben der jeweiligen Bank.',
      'Nach den §§ 8 bis 10 DDG müssen wir fremde Informationen, die wir übermitteln oder speichern, nicht überwachen und nicht nach Umständen forschen, die auf eine rechtswidrige Tätigkeit hindeuten. Pflichten zur Entfernung oder Sperrung von Informationen nach den allgemeinen Gesetzen bleiben unberührt. Eine Haftung kommt jedoch erst ab dem Zeitpunkt in Betracht, zu dem wir von einer konkreten Rechtsverletzung erfahren. Dann entfernen wir die betroffenen Inhalte umgehend.',
      'Unsere Ratgeber, Rechner und das Glossar dienen der allgemeinen Information. Sie ersetzen keine individuelle Finanz-, Rechts- oder Steuerberatung.',
    ],
  },
  {
    id: 'haftung-links',
    title: 'Haftung für Links',
    paragraphs: [
      'Unsere Website enthält Links zu Websites Dritter, insbesondere zu Partnerbanken und Partnernetzwerken. Auf deren Inhalte haben wir keinen Einfluss. Für die verlinkten Seiten ist stets deren Anbieter oder Betreiber verantwortlich.',
      'Als wir die Links gesetzt haben, haben wir die verlinkten Seiten auf mögliche Rechtsverstöße geprüft und keine erkannt. Ohne konkrete Anhaltspunkte ist es uns nicht zumutbar, die verlinkten Inhalte fortlaufend zu kontrollieren. Erfahren wir von einer Rechtsverletzung, entfernen wir den betreffenden Link unverzüglich.',
    ],
  },
  {
    id: 'urheberrecht',
    title: 'Urheberrecht',
    paragraphs: [
      `Texte, Grafiken, Rechner und die Gestaltung dieser Website sind urheberrechtlich geschützt. Wer sie über die Grenzen des Urheberrechts hinaus nutzen, also etwa vervielfältigen, bearbeiten oder verbreiten möchte, benötigt die vorherige schriftliche Zustimmung der ${operator.company}. Für den privaten, nicht kommerziellen Gebrauch dürfen Sie einzelne Seiten herunterladen und ausdrucken.`,
      'Inhalte, die nicht von uns stammen, kennzeichnen wir als solche und achten die Urheberrechte Dritter. Namen und Logos der Partnerbanken sind Marken der jeweiligen Inhaber. Sollten Sie dennoch auf eine Urheberrechtsverletzung stoßen, freuen wir uns über einen Hinweis; betroffene Inhalte entfernen wir umgehend.',
    ],
  },
];
