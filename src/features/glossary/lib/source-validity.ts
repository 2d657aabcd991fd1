import type { GlossarySourceFact } from '@/features/glossary/lib/glossary-types';
import { formatShortDate } from '@/lib/format';

const period = ({ validFrom, validUntil }: GlossarySourceFact) =>
  validUntil === null ? `ab ${formatShortDate(validFrom)}` : `vom ${formatShortDate(validFrom)} bis ${formatShortDate(validUntil)}`;

/**
 * How long the values a page takes from one source apply: 'Wert gültig ab 01.01.2026', 'Werte gültig
 * vom 01.07.2026 bis 30.06.2027'; facts with different periods are named: 'Kindergeld: gültig ab …; …'.
 */
export function sourceValidityText(facts: readonly GlossarySourceFact[]): string {
  const periods = new Set(facts.map(period));
  if (periods.size === 1) return `${facts.length === 1 ? 'Wert' : 'Werte'} gültig ${[...periods][0]}`;
  return facts.map((fact) => `${fact.label}: gültig ${period(fact)}`).join('; ');
}
