import { parseConditions, parseLender } from '@/features/partners/api/parse-conditions';
import { partnerCategories, type Partner, type PartnerCategory, type RepresentativeExample } from '@/features/partners/api/partner-types';
import type { TrackingMode } from '@/features/partners/lib/affiliate-config';
import { parseEvaluation } from '@/features/partners/lib/evaluation';
import { parseTrackingUrl } from '@/features/partners/lib/tracking-url';

type Row = Record<string, unknown>;

const LOGO_FILENAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|webp)$/;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

function isCategory(value: unknown): value is PartnerCategory {
  return typeof value === 'string' && (partnerCategories as readonly string[]).includes(value);
}

function parseExample(value: unknown): RepresentativeExample | null {
  if (!isRecord(value)) return null;
  const example = {
    net_loan_amount: finite(value.net_loan_amount),
    borrowing_rate: finite(value.borrowing_rate),
    borrowing_rate_type: value.borrowing_rate_type,
    effective_rate: finite(value.effective_rate),
    term_months: finite(value.term_months),
    monthly_instalment: finite(value.monthly_instalment),
    total_amount: finite(value.total_amount),
    lender: text(value.lender),
  };
  const complete = Object.values(example).every((field) => field !== null);
  const typeOk = example.borrowing_rate_type === 'gebunden' || example.borrowing_rate_type === 'veränderlich';
  return complete && typeOk ? (example as RepresentativeExample) : null;
}

/** The row's evaluation; a malformed one is dropped with one warning (the offer stays, unranked). */
function evaluationOf(row: Row, label: string) {
  if (row.evaluation === null || row.evaluation === undefined) return null;
  const evaluation = parseEvaluation(row.evaluation);
  if (!evaluation) console.warn(`Bewertung von ${label} verworfen: ungültiges Format`);
  return evaluation;
}

/**
 * Validates one partners row. Returns null (and warns) for a row without a name or with an
 * unusable tracking URL; fills missing lists with [] and drops a malformed example, evaluation or logo.
 * Malformed conditions or lender identity become null with one warning each; the row stays.
 */
export function parsePartnerRow(row: unknown, mode: TrackingMode, warn: (message: string) => void = console.warn): Partner | null {
  if (!isRecord(row)) {
    warn('Partner-Zeile verworfen: kein Objekt');
    return null;
  }
  const name = text(row.name);
  const label = name ?? String(row.brand_id ?? row.id ?? '?');
  if (!name) {
    warn(`Partner-Zeile verworfen (${label}): Name fehlt`);
    return null;
  }
  const trackingUrl = parseTrackingUrl(row.adtraction_tracking_url, mode);
  if (!trackingUrl) {
    warn(`Partner-Zeile verworfen (${label}): ungültige Tracking-URL`);
    return null;
  }
  if (!isCategory(row.category)) {
    warn(`Partner-Zeile verworfen (${label}): unbekannte Kategorie`);
    return null;
  }
  if (row.is_active === false) {
    warn(`Partner-Zeile verworfen (${label}): nicht aktiv`);
    return null;
  }
  const logo = text(row.logo_filename);
  return {
    id: String(row.id ?? row.brand_id ?? name),
    brand_id: text(row.brand_id) ?? String(row.id ?? name),
    name,
    description: text(row.description) ?? '',
    category: row.category,
    is_active: true,
    display_order: finite(row.display_order) ?? 0,
    logo_filename: logo && LOGO_FILENAME.test(logo) ? logo : null,
    amount_range: text(row.amount_range),
    apr_from: text(row.apr_from),
    pros: textList(row.pros),
    cons: textList(row.cons),
    requirements: textList(row.requirements),
    adtraction_tracking_url: trackingUrl.href,
    representative_example: parseExample(row.representative_example),
    evaluation: evaluationOf(row, label),
    conditions: parseConditions(row, row.category, (reason) => warn(`Konditionen von ${label} verworfen: ${reason}`)),
    lender: parseLender(row, (reason) => warn(`Darlehensgeber von ${label} verworfen: ${reason}`)),
  };
}

/** Validates a response body; a bad row never breaks the list. `warn` hears why a row was dropped. */
export function parsePartnerRows(rows: unknown, mode: TrackingMode, warn: (message: string) => void = console.warn): Partner[] {
  if (!Array.isArray(rows)) {
    warn('Partner-Antwort ist keine Liste und wird ignoriert');
    return [];
  }
  return rows.flatMap((row) => {
    const partner = parsePartnerRow(row, mode, warn);
    return partner ? [partner] : [];
  });
}
