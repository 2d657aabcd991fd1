import { affiliateConfig } from '@/entities/partner/ui/affiliate/affiliate-config';

type TrackingMedium = 'cpc' | 'organic';

export interface TrackingParams {
  /** The product of the page, e.g. 'ratenkredit'; sent as source `{product}_de`. */
  product: string;
  medium: TrackingMedium;
  brandId: string;
}

export interface ClickParams {
  clickId: string;
  timestamp: number;
}

/** Parses a partner's affiliate URL: only an https URL with a host may ever become an href; null otherwise. */
export function parseTrackingUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return isLinkableUrl(url) ? url : null;
}

function isLinkableUrl(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * The link rendered into HTML: the partner URL plus the deterministic tracking parameters.
 * Identical on the server and in the first client render (no random or time-based values).
 */
export function buildTrackingUrl(url: URL, params: TrackingParams): string {
  const result = new URL(url.href);
  result.searchParams.set('source', `${params.product}_de`);
  result.searchParams.set('medium', params.medium);
  result.searchParams.set('campaign', affiliateConfig.campaign);
  result.searchParams.set('brand_id', params.brandId);
  return result.href;
}

/** Adds the per-click parameters; called in the click handler, never during render. */
export function withClickParams(href: string, click: ClickParams): string {
  const result = new URL(href);
  result.searchParams.set('click_id', click.clickId);
  result.searchParams.set('timestamp', String(click.timestamp));
  return result.href;
}
