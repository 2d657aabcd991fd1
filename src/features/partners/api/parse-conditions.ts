import { offerFeatures, purposes } from '@/features/partners/lib/comparison-options';
import {
  mortgageFixedRatePeriods,
  type MortgageConditions,
  type PartnerCategory,
  type PartnerConditions,
  type PartnerLender,
  type TwoThirdsRate,
} from '@/features/partners/api/partner-types';

type Row = Record<string, unknown>;

/** The same bounds as the CHECKs in supabase/migrations/20261124000200_partner_conditions.sql. */
const MAX_RATE = 30;
const MAX_TERM_MONTHS = 600;
const MAX_LOAN_TO_VALUE = 150;

/** A condition column that cannot be used; its message is the German reason. */
class Malformed extends Error {}

const isAbsent = (value: unknown) => value === null || value === undefined;
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function wholeRange(min: unknown, max: unknown, label: string, upper = Number.MAX_SAFE_INTEGER): [number, number] {
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isInteger(min) || !Number.isInteger(max) || min < 1 || min > max || max > upper) {
    throw new Malformed(`${label} ungültig`);
  }
  return [min, max];
}

function rate(value: unknown, label: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_RATE) throw new Malformed(`${label} ungültig`);
  return value;
}

/** Every item a known name; null or absent is the empty list. */
function knownList<T extends string>(value: unknown, known: readonly T[], label: string): T[] {
  if (isAbsent(value)) return [];
  if (!Array.isArray(value) || !value.every((item) => (known as readonly unknown[]).includes(item))) throw new Malformed(`${label} unbekannt`);
  return [...new Set(value as T[])];
}

function twoThirdsOf(row: Row, rateMin: number, rateMax: number, required: boolean): TwoThirdsRate | null {
  const { effective_rate_two_thirds: effective, borrowing_rate_two_thirds: borrowing, borrowing_rate_fixed: fixed } = row;
  if (isAbsent(effective) && isAbsent(borrowing) && isAbsent(fixed)) {
    if (required) throw new Malformed('2/3-Zins fehlt');
    return null;
  }
  const effectiveRate = rate(effective, '2/3-Zins');
  const borrowingRate = rate(borrowing, 'Sollzins zum 2/3-Zins');
  if (typeof fixed !== 'boolean') throw new Malformed('Zinsbindung fehlt');
  if (effectiveRate < rateMin || effectiveRate > rateMax || borrowingRate > effectiveRate) throw new Malformed('2/3-Zins außerhalb der Zinsspanne');
  return { effectiveRate, borrowingRate, borrowingRateFixed: fixed };
}

function mortgageOf(row: Row, required: boolean): MortgageConditions | null {
  const { mortgage_rates: rates, max_loan_to_value: maxLoanToValue } = row;
  if (isAbsent(rates) && isAbsent(maxLoanToValue)) {
    if (required) throw new Malformed('Bauzinsen fehlen');
    return null;
  }
  const entries = isRecord(rates) ? Object.entries(rates) : [];
  const knownPeriod = (key: string) => (mortgageFixedRatePeriods as readonly string[]).includes(key);
  if (entries.length === 0 || !entries.every(([period, value]) => knownPeriod(period) && rate(value, 'Bauzins') > 0)) {
    throw new Malformed('Bauzinsen ungültig');
  }
  if (typeof maxLoanToValue !== 'number' || !Number.isInteger(maxLoanToValue) || maxLoanToValue < 1 || maxLoanToValue > MAX_LOAN_TO_VALUE) {
    throw new Malformed('Beleihungsauslauf ungültig');
  }
  return { rates: Object.fromEntries(entries) as MortgageConditions['rates'], maxLoanToValue };
}

function conditionsOf(row: Row, category: PartnerCategory): PartnerConditions {
  const instalmentLoan = category === 'ratenkredit' || category === 'comparison';
  const [minAmount, maxAmount] = wholeRange(row.min_amount, row.max_amount, 'Betragsspanne');
  const [minTermMonths, maxTermMonths] = wholeRange(row.min_term_months, row.max_term_months, 'Laufzeitspanne', MAX_TERM_MONTHS);
  const effectiveRateMin = rate(row.effective_rate_min, 'Zins ab');
  const effectiveRateMax = rate(row.effective_rate_max, 'Zins bis');
  if (effectiveRateMin > effectiveRateMax) throw new Malformed('Zinsspanne ungültig');
  const offerPurposes = knownList(row.purposes, purposes, 'Verwendungszweck');
  if (instalmentLoan && offerPurposes.length === 0) throw new Malformed('Verwendungszwecke fehlen');
  return {
    minAmount,
    maxAmount,
    minTermMonths,
    maxTermMonths,
    effectiveRateMin,
    effectiveRateMax,
    twoThirds: twoThirdsOf(row, effectiveRateMin, effectiveRateMax, instalmentLoan),
    purposes: offerPurposes,
    features: knownList(row.features, offerFeatures, 'Merkmal'),
    mortgage: mortgageOf(row, category === 'baufinanzierung'),
  };
}

/**
 * The structured conditions of a row. Null without an amount range (savings accounts, cards,
 * rows from before the columns existed); null plus one `warn` with the reason when they are malformed.
 */
export function parseConditions(row: Row, category: PartnerCategory, warn: (reason: string) => void): PartnerConditions | null {
  if (isAbsent(row.min_amount) && isAbsent(row.max_amount)) return null;
  try {
    return conditionsOf(row, category);
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    warn(error.message);
    return null;
  }
}

/** The lender's identity; null without one, null plus one `warn` when name or address is missing. */
export function parseLender(row: Row, warn: (reason: string) => void): PartnerLender | null {
  const { lender_name: name, lender_address: address } = row;
  if (isAbsent(name) && isAbsent(address)) return null;
  if (typeof name !== 'string' || name.trim() === '' || typeof address !== 'string' || address.trim() === '') {
    warn('Name oder Anschrift fehlt');
    return null;
  }
  return { name, address, isIntermediary: row.is_intermediary === true };
}
