/**
 * What happens after a click, loaded on demand from the click handler: the server-side click
 * record and the affiliate_click event (statistics consent). Nothing about a click is stored on
 * the visitor's device; the partner link carries the random click_id.
 */
import { env } from '@/config/env';
import type { AffiliateClick } from '@/entities/partner/ui/affiliate/click-tracking';
import { pushDataLayerEvent } from '@/lib/consent';

/** One affiliate click: which partner, from which page, when. */
export interface ClickRecord {
  id: string;
  brandId: string;
  page: string;
  timestamp: string;
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
 * Records the click on the server (when `mayRecord`: the page may contact the backend) and pushes
 * the analytics event (statistics consent only).
 */
export function recordAffiliateClick(click: AffiliateClick, clickId: string, timestamp: number, mayRecord: boolean): ClickRecord {
  const record: ClickRecord = { id: clickId, brandId: click.brandId, page: click.page, timestamp: new Date(timestamp).toISOString() };
  pushDataLayerEvent('statistics', { event: 'affiliate_click', term: click.term, brandId: click.brandId, brandName: click.brandName, page: click.page, ts: timestamp });
  if (mayRecord) sendClickRecord(record, click.term);
  return record;
}
