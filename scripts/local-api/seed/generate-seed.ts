/**
 * Writes supabase/seed.sql and one logo per partner under public/images/partners/ from
 * seed-partners.ts. amount_range and apr_from are rendered from the limits and rates, and the
 * representative examples are computed with loan-math from the 2/3 Sollzins, so texts, rates,
 * instalments and totals always agree. Run: npx tsx scripts/local-api/seed/generate-seed.ts
 *
 * The logos are PNG (96 x 96 for 48 px at 2x), drawn by Chromium from a small SVG: browsers decode
 * a PNG off the main thread, while every SVG image costs its own document on the main thread,
 * which on a list of 20 partners added long tasks on phones.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { representativeExample as loanCalculation } from '../../../src/lib/loan-math.ts';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.ts';
import { rootDir } from '../../lib/paths.ts';
import { amountRangeText, aprFromText } from '../../../src/entities/partner/condition-texts.ts';
import { sampleActivitySql } from './sample-activity.ts';
import { seedPartners, seedTrackingUrl, type SeedEvaluation, type SeedPartner } from './seed-partners.ts';

function representativeExample(partner: SeedPartner) {
  const { example, rates, lender } = partner;
  if (!example) return null;
  if (!rates || !lender) throw new Error(`${partner.name}: a representative example needs rates and a lender`);
  const { borrowingRate, effectiveRate } = rates.twoThirds;
  const calculation = loanCalculation({ netLoanAmount: example.netLoanAmount, borrowingRate, termMonths: example.months });
  if (calculation.effectiveRate !== effectiveRate) {
    throw new Error(`${partner.name}: ${borrowingRate} % Sollzins gives ${calculation.effectiveRate} % effective, not ${effectiveRate} %`);
  }
  return {
    net_loan_amount: example.netLoanAmount,
    borrowing_rate: borrowingRate,
    borrowing_rate_type: rates.fixed ? 'gebunden' : 'veränderlich',
    effective_rate: effectiveRate,
    term_months: example.months,
    monthly_instalment: calculation.monthlyInstalment,
    total_amount: calculation.totalAmount,
    lender: lender.name,
  };
}

/** The evaluation column: sample data, so it carries the sample marker. */
function evaluationJson(evaluation: SeedEvaluation) {
  return { evaluated_at: evaluation.evaluated_at, scores: evaluation.scores, sample: true };
}

/** A text column is either written (no figures) or rendered from the figures, never both. */
function renderedText(partner: SeedPartner, column: string, written: string | undefined, rendered: string | null): string | null {
  if (written !== undefined && rendered !== null) throw new Error(`${partner.name}: ${column} is rendered from the conditions, do not write it`);
  return rendered ?? written ?? null;
}

const sqlText = (value: string | null | undefined) => (value === null || value === undefined ? 'null' : `'${value.replaceAll("'", "''")}'`);
const sqlArray = (values: readonly string[] | undefined) =>
  values === undefined ? 'null' : values.length === 0 ? `'{}'::text[]` : `array[${values.map(sqlText).join(', ')}]::text[]`;
const sqlNumber = (value: number | undefined) => (value === undefined ? 'null' : String(value));
const sqlBoolean = (value: boolean | undefined) => (value === undefined ? 'null' : String(value));
const sqlJson = (value: object | null | undefined) => (value === null || value === undefined ? 'null' : `${sqlText(JSON.stringify(value))}::jsonb`);

/** The namespace of the sample partners' name-based ids (a random UUID, fixed once). */
const PARTNER_ID_NAMESPACE = '5b0f8d2e-6c41-4f7a-9a43-2d81c6e0b7f5';

/**
 * A name-based UUID (version 5, RFC 9562) for "category/brand_id": every database seeded from this
 * file gives a partner the same id, as a production database keeps it. With gen_random_uuid(),
 * the build's local API and the preview's gave each partner another id, so refreshing the
 * prerendered offers re-keyed every card and React rebuilt the whole list.
 */
export function seedPartnerId(partner: Pick<SeedPartner, 'category' | 'brandId'>): string {
  const hash = createHash('sha1')
    .update(Buffer.from(PARTNER_ID_NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(`${partner.category}/${partner.brandId}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One row as column → SQL literal, in column order. */
function rowValues(partner: SeedPartner, index: number): Record<string, string> {
  const { limits, rates, lender, mortgage } = partner;
  const amountRange = renderedText(partner, 'amount_range', partner.amountRange, limits ? amountRangeText(limits.minAmount, limits.maxAmount) : null);
  const aprFrom = renderedText(partner, 'apr_from', partner.aprFrom, rates ? aprFromText(rates.min) : null);
  return {
    id: sqlText(seedPartnerId(partner)),
    brand_id: sqlText(partner.brandId),
    name: sqlText(partner.name),
    description: sqlText(partner.description),
    category: sqlText(partner.category),
    is_active: String(partner.isActive ?? true),
    display_order: String(partner.displayOrder),
    logo_filename: sqlText(`${partner.brandId}.png`),
    amount_range: sqlText(amountRange),
    apr_from: sqlText(aprFrom),
    pros: sqlArray(partner.pros),
    cons: sqlArray(partner.cons),
    requirements: sqlArray(partner.requirements),
    adtraction_tracking_url: sqlText(seedTrackingUrl(partner, index)),
    representative_example: sqlJson(representativeExample(partner)),
    evaluation: sqlJson(partner.evaluation && evaluationJson(partner.evaluation)),
    min_amount: sqlNumber(limits?.minAmount),
    max_amount: sqlNumber(limits?.maxAmount),
    min_term_months: sqlNumber(limits?.minTermMonths),
    max_term_months: sqlNumber(limits?.maxTermMonths),
    effective_rate_min: sqlNumber(rates?.min),
    effective_rate_max: sqlNumber(rates?.max),
    effective_rate_two_thirds: sqlNumber(rates?.twoThirds.effectiveRate),
    borrowing_rate_two_thirds: sqlNumber(rates?.twoThirds.borrowingRate),
    borrowing_rate_fixed: sqlBoolean(rates?.fixed),
    purposes: sqlArray(partner.purposes),
    features: sqlArray(partner.features),
    lender_name: sqlText(lender?.name),
    lender_address: sqlText(lender?.address),
    is_intermediary: String(lender?.isIntermediary ?? false),
    mortgage_rates: sqlJson(mortgage?.rates),
    max_loan_to_value: sqlNumber(mortgage?.maxLoanToValue),
    mortgage_rates_min_amount: sqlNumber(mortgage?.rateScope.minAmount),
    mortgage_rates_max_amount: sqlNumber(mortgage?.rateScope.maxAmount),
    mortgage_rates_max_loan_to_value: sqlNumber(mortgage?.rateScope.maxLoanToValue),
    example_fixed_rate_years: sqlNumber(mortgage && partner.example ? Number(mortgage.exampleTerms.fixedRateYears) : undefined),
    example_loan_to_value: sqlNumber(mortgage && partner.example ? mortgage.exampleTerms.loanToValue : undefined),
    savings_conditions: sqlJson(partner.savings),
    card_conditions: sqlJson(partner.card),
    // Relative to when the seed runs, like the sample activity: a demo never ages into outdated offers.
    conditions_checked_at: partner.conditionsCheckedDaysAgo ? `now() - interval '${partner.conditionsCheckedDaysAgo} days'` : 'now()',
  };
}

function seedSql(partners: readonly SeedPartner[]): string {
  const rows = partners.map(rowValues);
  const columns = Object.keys(rows[0]!);
  const columnList = columns.reduce<string[][]>((lines, column) => {
    const line = lines.at(-1)!;
    if (line.length > 0 && [...line, column].join(', ').length > 100) lines.push([column]);
    else line.push(column);
    return lines;
  }, [[]]);
  return `-- Sample partners: fictional brands, lenders, addresses, conditions and evaluations, links to the reserved .example domain.
-- Replace with real partner data before going live. Generated by scripts/local-api/seed/generate-seed.ts.

insert into public.partners (
${columnList.map((line) => `  ${line.join(', ')}`).join(',\n')}
) values
${rows.map((row) => `  (${columns.map((column) => row[column]).join(',\n    ')})`).join(',\n')};

${sampleActivitySql(partners)}`;
}

function logoSvg(partner: SeedPartner): string {
  const fontSize = partner.initials.length > 2 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${partner.color}"/><text x="24" y="30.5" fill="#fff" font-family="system-ui,Arial,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle">${partner.initials}</text></svg>\n`;
}

async function writeLogos(logoDir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const page = await browser.newPage({ viewport: { width: 48, height: 48 }, deviceScaleFactor: 2 });
    for (const partner of seedPartners) {
      await page.setContent(`<body style="margin:0">${logoSvg(partner)}</body>`);
      await page.locator('svg').screenshot({ path: path.join(logoDir, `${partner.brandId}.png`), omitBackground: true });
      await rm(path.join(logoDir, `${partner.brandId}.svg`), { force: true });
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  await writeFile(path.join(rootDir, 'supabase/seed.sql'), seedSql(seedPartners));
  const logoDir = path.join(rootDir, 'public/images/partners');
  await mkdir(logoDir, { recursive: true });
  await writeLogos(logoDir);
  console.log(`seed.sql and ${seedPartners.length} logos written`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
