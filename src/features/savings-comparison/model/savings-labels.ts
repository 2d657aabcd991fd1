import type { DepositCountry } from '@/entities/partner/model';
import type { SavingsConditions } from '@/entities/partner/schema/validate-partner';

/** How the cards name each crediting rule ("Zinsgutschrift: …"). */
export const creditingLabels: Record<SavingsConditions['crediting'], string> = {
  monatlich: 'monatlich',
  vierteljaehrlich: 'vierteljährlich',
  jaehrlich: 'jährlich',
  endfaellig: 'am Ende der Laufzeit',
};

/** German names of the bank countries the data allows (the euro area). */
export const countryNames: Record<DepositCountry, string> = {
  AT: 'Österreich',
  BE: 'Belgien',
  BG: 'Bulgarien',
  CY: 'Zypern',
  DE: 'Deutschland',
  EE: 'Estland',
  ES: 'Spanien',
  FI: 'Finnland',
  FR: 'Frankreich',
  GR: 'Griechenland',
  HR: 'Kroatien',
  IE: 'Irland',
  IT: 'Italien',
  LT: 'Litauen',
  LU: 'Luxemburg',
  LV: 'Lettland',
  MT: 'Malta',
  NL: 'Niederlande',
  PT: 'Portugal',
  SI: 'Slowenien',
  SK: 'Slowakei',
};
