import { operatorFacts, type NetworkClaim } from '@/config/operator-facts';
import { claimText, markSample } from '@/content/claims';

/**
 * The claim to a network of portals abroad, as the footer and /uber-uns show it: marked while it
 * is a sample (the production build refuses it), and not shown at all once it is null.
 */
export function aboutNetwork(claim: NetworkClaim | null = operatorFacts.claims.network) {
  if (!claim) return null;
  return {
    footerTitle: markSample('International', claim),
    text: `${claimText(claim)}. Die folgenden Seiten sind auf Schwedisch:`,
    sites: claim.sites,
  };
}
