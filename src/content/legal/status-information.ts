import { operatorFacts, type CommissionRange } from '@/config/operator-facts';
import type { LegalSection } from '@/content/legal/legal-section';
import { withSampleHint } from '@/content/legal/sample-hint';
import { STATUS_INFORMATION_ID } from '@/content/partners/disclosure';
import { formatEuroWhole } from '@/lib/format';

const { brokerRole, identity } = operatorFacts;

const commissionLine = ({ product, minEuro, maxEuro }: CommissionRange) => `${product}: ${formatEuroWhole(minEuro)} bis ${formatEuroWhole(maxEuro)}`;

/**
 * The credit broker's status information (§ 655a Abs. 2 BGB, Art. 247 § 13 Abs. 2 EGBGB): fee
 * charged to the consumer, payments from third parties with their amount, for whom the broker
 * works. In the Impressum, so a visitor can read it before following any partner link.
 */
export const statusInformationSection: LegalSection = {
  id: STATUS_INFORMATION_ID,
  title: 'Statusinformationen zur Kreditvermittlung',
  paragraphs: [
    'Diese Angaben machen wir nach § 655a Abs. 2 BGB in Verbindung mit Art. 247 § 13 Abs. 2 EGBGB, bevor Sie über einen unserer Links zu einem Darlehensgeber wechseln. Sie können die Seite ausdrucken oder speichern; auf Wunsch senden wir Ihnen die Angaben per E-Mail.',
  ],
  items: [
    `Unsere Tätigkeit: ${brokerRole.summary}`,
    `Entgelt und Vergütung: ${brokerRole.remuneration} Auch Nebenentgelte berechnen wir Ihnen nicht, weder für den Vergleich noch für die Weiterleitung zum Darlehensgeber. ${withSampleHint(`Die Provision beträgt je abgeschlossenem Vertrag: ${brokerRole.commission.ranges.map(commissionLine).join('; ')}`, brokerRole.commission)}.`,
    `Für wen wir tätig sind: ${brokerRole.lenderTies}`,
    'Ob und zu welchen Konditionen Sie einen Kredit erhalten, entscheidet allein der Darlehensgeber nach seiner eigenen Prüfung, insbesondere Ihrer Kreditwürdigkeit. Der Kreditvertrag kommt ausschließlich zwischen Ihnen und dem Darlehensgeber zustande.',
  ],
  links: [{ label: `Statusinformationen per E-Mail anfordern: ${identity.email}`, href: `mailto:${identity.email}?subject=Statusinformationen%20zur%20Kreditvermittlung` }],
};
