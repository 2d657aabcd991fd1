import { describe, expect, it } from 'vitest';
import { operatorFacts } from '@/config/operator-facts';
import { impressumSections, permitDetails } from '@/content/legal/impressum';
import type { LegalSection } from '@/content/legal/legal-section';
import { statusInformationSection } from '@/content/legal/status-information';
import { STATUS_INFORMATION_ID, statusInformationLink } from '@/content/partners/disclosure';

const textOf = (section: LegalSection) => [section.title, ...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.closing ?? [])].join('\n');
const { brokerRole } = operatorFacts;

describe('Impressum: professional rules', () => {
  it('name the ordinance of every permit: MaBV for § 34c GewO, ImmVermV for § 34i GewO', () => {
    const rules = permitDetails.find((detail) => detail.label === 'Berufsrechtliche Regelungen')!;
    expect(rules.lines).toContain('Gewerbeordnung (GewO)');
    expect(rules.lines).toContain('Makler- und Bauträgerverordnung (MaBV) zur Erlaubnis nach § 34c Abs. 1 Satz 1 Nr. 2 GewO');
    expect(rules.lines).toContain('Immobiliardarlehensvermittlungsverordnung (ImmVermV) zur Erlaubnis nach § 34i Abs. 1 GewO');
  });
});

describe('Impressum: status information of the credit broker (§ 655a Abs. 2 BGB, Art. 247 § 13 Abs. 2 EGBGB)', () => {
  const text = textOf(statusInformationSection);

  it('is a section of the Impressum that every credit list links to', () => {
    expect(impressumSections).toContain(statusInformationSection);
    expect(statusInformationSection.id).toBe(STATUS_INFORMATION_ID);
    expect(statusInformationLink.href).toBe(`/impressum#${STATUS_INFORMATION_ID}`);
  });

  it('says that the consumer pays no fee and no ancillary fees', () => {
    expect(brokerRole.remuneration).toContain('Von Ihnen verlangen wir kein Entgelt');
    expect(text).toContain(brokerRole.remuneration);
    expect(text).toContain('Auch Nebenentgelte berechnen wir Ihnen nicht');
  });

  it('names the commission from lenders or networks with its amount per product, marked while it is a sample', () => {
    expect(text).toContain('Provision vom Darlehensgeber oder vom Partnernetzwerk');
    expect(brokerRole.commission.ranges.length).toBeGreaterThan(0);
    for (const { product, minEuro, maxEuro } of brokerRole.commission.ranges) {
      expect(text).toMatch(new RegExp(`${product}: ${minEuro}\\s€ bis ${maxEuro}\\s€`));
    }
    if (brokerRole.commission.sample) expect(text).toMatch(/500\s€ \(Beispielangabe\)\./);
  });

  it('says for whom the broker works: several lenders, not independently of commissions', () => {
    expect(text).toContain(brokerRole.lenderTies);
    expect(brokerRole.lenderTies).toMatch(/für mehrere Darlehensgeber tätig/);
  });
});

describe('Impressum: dispute resolution', () => {
  it('names the Schlichtungsstelle bei der Deutschen Bundesbank (§ 14 UKlaG) with its page', () => {
    const section = impressumSections.find((entry) => entry.id === 'verbraucherstreitbeilegung')!;
    expect(textOf(section)).toMatch(/Schlichtungsstelle bei der Deutschen Bundesbank eingerichtet \(§ 14 Unterlassungsklagengesetz\)/);
    expect(section.links?.map((link) => link.href)).toContain('https://www.bundesbank.de/de/service/schlichtungsstelle');
  });
});
