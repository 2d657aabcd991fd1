import * as v from 'valibot';

/**
 * PostgREST sends numeric columns as numbers or, for exact decimals, as strings: both are
 * accepted, anything that is not a finite number is refused.
 */
const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
  v.finite('Keine gültige Zahl.'),
);
const count = v.pipe(numeric, v.integer(), v.minValue(0));
const isoDay = v.pipe(v.string(), v.transform((value) => value.slice(0, 10)), v.isoDate());

/** The totals of a period: clicks, conversions, revenue, conversion rate (percent) and how many clicks are sample data. */
const totalsRowSchema = v.pipe(
  v.object({ clicks: count, conversions: count, revenue: numeric, conversion_rate: numeric, sample_clicks: count }),
  v.transform(({ conversion_rate, sample_clicks, ...rest }) => ({ ...rest, conversionRate: conversion_rate, sampleClicks: sample_clicks })),
);

const dailyRowSchema = v.object({ day: isoDay, clicks: count, conversions: count, revenue: numeric });

const partnerRowSchema = v.pipe(
  v.object({ brand_id: v.string(), partner_name: v.nullish(v.string()), clicks: count, conversions: count, revenue: numeric, conversion_rate: numeric }),
  v.transform(({ brand_id, partner_name, conversion_rate, ...rest }) => ({
    ...rest,
    brandId: brand_id,
    // A click on a partner removed since keeps its brand_id: show that rather than nothing.
    partnerName: partner_name?.trim() || brand_id,
    conversionRate: conversion_rate,
  })),
);

const pageRowSchema = v.pipe(
  v.object({ page_path: v.string(), clicks: count, conversions: count, revenue: numeric, conversion_rate: numeric }),
  v.transform(({ page_path, conversion_rate, ...rest }) => ({ ...rest, pagePath: page_path, conversionRate: conversion_rate })),
);

/** admin_stats_totals returns a set of one row; an empty set means nothing was counted. */
export const totalsResultSchema = v.pipe(v.array(totalsRowSchema), v.maxLength(1));
export const dailyResultSchema = v.array(dailyRowSchema);
export const partnerResultSchema = v.array(partnerRowSchema);
export const pageResultSchema = v.array(pageRowSchema);

export type StatsTotals = v.InferOutput<typeof totalsRowSchema>;
export type DailyStats = v.InferOutput<typeof dailyRowSchema>;
export type PartnerStats = v.InferOutput<typeof partnerRowSchema>;
export type PageStats = v.InferOutput<typeof pageRowSchema>;
