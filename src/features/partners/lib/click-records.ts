/**
 * What happens after a click, loaded on demand from the click handler: the affiliate_click
 * event (statistics consent) and, in mock mode only, the simulated statistics. Nothing about a
 * click is stored on the visitor's device; the partner link carries the random click_id.
 */
import { affiliateConfig, type TrackingMode } from '@/features/partners/lib/affiliate-config';
import type { AffiliateClick } from '@/features/partners/lib/click-tracking';
import { pushDataLayerEvent } from '@/lib/consent';

/** One affiliate click as the mock mode counts it: which partner, from which page, when. */
export interface ClickRecord {
  id: string;
  brandId: string;
  page: string;
  timestamp: string;
}

export interface AffiliateStats {
  clicks: number;
  conversions: number;
  revenue: number;
  conversionRate: number;
  period: { start: string; end: string };
}

/** The mock mode's clicks of this page view, in memory only. */
const mockClicks: ClickRecord[] = [];

/** Simulated statistics of the mock mode: 5 % of clicks convert. */
export function computeMockStats(clicks: number, start: number, end: number): AffiliateStats {
  const conversions = Math.round(clicks * affiliateConfig.mockConversionRate);
  return {
    clicks,
    conversions,
    revenue: conversions * affiliateConfig.mockRevenuePerConversion,
    conversionRate: clicks === 0 ? 0 : conversions / clicks,
    period: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
  };
}

/** Pushes the analytics event (statistics consent only); the mock mode also logs its simulated statistics. */
export function recordAffiliateClick(click: AffiliateClick, clickId: string, timestamp: number, mode: TrackingMode = affiliateConfig.mode): ClickRecord {
  const record: ClickRecord = { id: clickId, brandId: click.brandId, page: click.page, timestamp: new Date(timestamp).toISOString() };
  pushDataLayerEvent('statistics', { event: 'affiliate_click', term: click.term, brandId: click.brandId, brandName: click.brandName, page: click.page, ts: timestamp });
  if (mode === 'mock') {
    mockClicks.push(record);
    mockClicks.splice(0, mockClicks.length - affiliateConfig.maxStoredClicks);
    console.info('Mock-Statistik', computeMockStats(mockClicks.length, Date.parse(mockClicks[0]!.timestamp), timestamp));
  }
  return record;
}
