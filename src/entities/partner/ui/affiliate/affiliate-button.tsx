import { useEffect, useState, type MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { AD_LABEL } from '@/content/partners/disclosure';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { affiliateConfig } from '@/entities/partner/ui/affiliate/affiliate-config';
import { initAffiliateTracking, prepareAffiliateClick } from '@/entities/partner/ui/affiliate/click-tracking';
import { buildTrackingUrl, parseTrackingUrl } from '@/entities/partner/schema/tracking-url';
import { cn } from '@/lib/cn';
import { mayContactBackend } from '@/lib/private-host';

export const OPENING_LABEL = 'Öffnet...';

interface AffiliateButtonProps {
  partner: Pick<Partner, 'brand_id' | 'name' | 'adtraction_tracking_url'>;
  /** The compared product ('ratenkredit', 'kreditkarte' …): tracking source and event term. */
  product: string;
  label?: string;
  /** 'button' (medium organic) or an inline text 'link' (medium cpc). */
  variant?: 'button' | 'link';
  className?: string;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * A marked affiliate link: opens the partner in a new tab, shows 'Öffnet...' and stays
 * disabled for a second after a click. An unusable URL renders a disabled button, never a link.
 */
export function AffiliateButton({ partner, product, label = 'Jetzt beantragen', variant = 'button', className }: AffiliateButtonProps) {
  const [opening, setOpening] = useState(false);
  const url = parseTrackingUrl(partner.adtraction_tracking_url);
  const medium = variant === 'button' ? 'organic' : 'cpc';
  const href = url ? buildTrackingUrl(url, { product, medium, brandId: partner.brand_id }) : null;

  useEffect(() => initAffiliateTracking(), []);
  useEffect(() => {
    if (!opening) return;
    const timer = window.setTimeout(() => setOpening(false), affiliateConfig.buttonResetMs);
    return () => window.clearTimeout(timer);
  }, [opening]);

  const classes = cn(variant === 'button' ? buttonVariants({ variant: 'accent', size: 'md' }) : linkClass, 'aria-disabled:cursor-wait aria-disabled:opacity-70', className);
  const adMark = (
    <span className={cn('text-xs font-semibold uppercase tracking-wide', variant === 'button' ? 'rounded bg-white px-1 py-0.5 text-accent-700' : 'text-slate-600 no-underline')}>
      {AD_LABEL}
    </span>
  );
  const click = { term: product, brandId: partner.brand_id, brandName: partner.name };

  // Tracking is the site's concern, not the visitor's: a warning, and the link opens anyway.
  function trackingFailed(error: unknown) {
    console.warn('Affiliate-Klick konnte nicht erfasst werden:', error);
    setOpening(false);
  }

  /** The URL to open now; event and click record follow asynchronously (their code loads on demand). */
  function track(target: string): string | null {
    try {
      const prepared = prepareAffiliateClick(target);
      const { clickId, timestamp } = prepared;
      if (clickId) {
        const page = window.location.pathname;
        // Decided here, not in the lazily loaded recorder: there, the import would reshuffle the public pages' shared chunks.
        const mayRecord = mayContactBackend(env.supabaseUrl, window.location.hostname);
        import('@/entities/partner/ui/affiliate/click-records')
          .then(({ recordAffiliateClick }) => recordAffiliateClick({ ...click, page }, clickId, timestamp, mayRecord))
          .catch(trackingFailed);
      }
      return prepared.href;
    } catch (error) {
      trackingFailed(error);
      return null;
    }
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (opening) {
      event.preventDefault();
      return;
    }
    const tracked = track(event.currentTarget.href);
    if (tracked === null) return;
    event.currentTarget.href = tracked;
    setOpening(true);
  }

  if (href) {
    return (
      <a
        href={href}
        target="_blank"
        rel="nofollow sponsored noopener"
        aria-disabled={opening || undefined}
        onClick={handleClick}
        onAuxClick={(event) => {
          if (event.button === 1) event.currentTarget.href = track(href) ?? href;
        }}
        className={classes}
        data-affiliate-link={partner.brand_id}
      >
        <span className="whitespace-nowrap">{opening ? OPENING_LABEL : label}</span>
        {adMark}
        <span className="sr-only">(öffnet in neuem Tab)</span>
      </a>
    );
  }

  return (
    <button type="button" disabled aria-disabled="true" className={cn(classes, 'opacity-60')} data-affiliate-disabled={partner.brand_id}>
      <span>{label}</span>
      <span className="text-xs font-normal">(derzeit nicht verfügbar)</span>
    </button>
  );
}
