/** What a dated figure measures; decides how it is formatted in German text. */
export type FactUnit = 'EUR' | 'EUR/km' | 'EUR/h' | 'percent' | 'days' | 'years' | 'count';

/**
 * One legal or statistical figure the site states, with the period it is valid for and the
 * official source it was read from. Text reads figures from here instead of typing them.
 */
export interface DatedFact {
  /** Stable identifier, e.g. 'sparerpauschbetrag'. */
  id: string;
  /** German label as a reader would name it, e.g. 'Sparer-Pauschbetrag (Einzelveranlagung)'. */
  label: string;
  value: number;
  unit: FactUnit;
  /** ISO date from which the value applies (for a statistic: the day it was published). */
  validFrom: string;
  /** ISO date of the last day it applies, or null while no end is known. */
  validUntil: string | null;
  /** Official source (BMF, DRV, Destatis, Bundesbank, BaFin, gesetze-im-internet.de …). */
  source: { title: string; url: string };
  /** The value before the current one, kept only where a text explains the change. */
  previous?: { value: number; validFrom: string };
}
