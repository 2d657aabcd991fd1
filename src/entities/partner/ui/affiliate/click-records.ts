/**
 * What happens after a click, loaded on demand from the click handler: the server-side click
 * record (live mode), the affiliate_click event (statistics consent) and, in mock mode only, the
 * simulated statistics. Nothing about a click is stored on the visitor's device; the partner
 * link carries the random click_id.
 */
import { env } from '@/config/env';
import { affiliateConfig, type TrackingMode } from '@/entities/partner/ui/affiliate/affiliate-config';
import type { AffiliateClick } from '@/entities/partner/ui/affiliate/click-tracking';
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

export interface ClickRecordTarget {
  backendUrl: string;
  anonKey: string;
}

let warned = false;

/**
 * Sends one click to the record_affiliate_click RPC and does not wait for it: keepalive lets
 * the request finish while the partner opens, and a failure is one warning, never an error the
 * visitor notices. Only the click id, partner, product and page path go out; the database adds
 * the time. Plain fetch on purpose: public pages carry no supabase-js.
 */
export function sendClickRecord(record: ClickRecord, product: string, target: ClickRecordTarget = { backendUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }): void {
  const warnOnce = (reason: unknown) => {
    if (warned) return;
    warned = true;
    console.warn('Affiliate-Klick konnte nicht erfasst werden (die Weiterleitung ist davon nicht betroffen):', reason);
  };
  try {
    fetch(`${target.backendUrl}/rest/v1/rpc/record_affiliate_click`, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: target.anonKey, Authorization: `Bearer ${target.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_click_id: record.id, p_brand_id: record.brandId, p_product: product, p_page_path: record.page }),
    })
      .then((response) => {
        if (!response.ok) warnOnce(`HTTP ${response.status}`);
      })
      .catch(warnOnce);
  } catch (error) {
    warnOnce(error);
  }
}

/**
 * Records the click on the server (live mode, when `mayRecord`: the page may contact the backend)
 * or simulates statistics (mock mode), and pushes the analytics event (statistics consent only).
 */
export function recordAffiliateClick(click: AffiliateClick, clickId: string, timestamp: number, mayRecord: boolean, mode: TrackingMode = affiliateConfig.mode): ClickRecord {
  const record: ClickRecord = { id: clickId, brandId: click.brandId, page: click.page, timestamp: new Date(timestamp).toISOString() };
  pushDataLayerEvent('statistics', { event: 'affiliate_click', term: click.term, brandId: click.brandId, brandName: click.brandName, page: click.page, ts: timestamp });
  if (mode === 'live' && mayRecord) sendClickRecord(record, click.term);
  if (mode === 'mock') {
    mockClicks.push(record);
    mockClicks.splice(0, mockClicks.length - affiliateConfig.maxStoredClicks);
    console.info('Mock-Statistik', computeMockStats(mockClicks.length, Date.parse(mockClicks[0]!.timestamp), timestamp));
  }
  return record;
}
