import type { Claim } from '@/config/operator-facts';

/** The visible marker of a value that is only a demo stand-in (operatorFacts `sample`). */
export const SAMPLE_MARK = '(Beispielangabe)';

/** A text as shown: with the sample marker while its source is a demo stand-in. */
export function markSample(text: string, source: { sample: boolean }): string {
  return source.sample ? `${text} ${SAMPLE_MARK}` : text;
}

/** A marketing claim's statement as shown on a page. */
export function claimText(claim: Claim): string {
  return markSample(claim.text, claim);
}

/** Where a claim comes from, as a link; null while it has no evidence. */
export function claimSource(claim: Claim): { label: string; href: string } | null {
  return claim.evidence ? { label: `Quelle: ${claim.evidence.label}`, href: claim.evidence.url } : null;
}
