import { operatorFacts, type ServiceProvider } from '@/config/operator-facts';
import type { LegalLink } from '@/content/legal/legal-section';
import { withSampleHint } from '@/content/legal/sample-hint';

/** 'Name, Anschrift' of a provider, with the sample note while it is a demo stand-in. */
export function providerLine(provider: ServiceProvider): string {
  return withSampleHint(`${provider.name}, ${provider.address}`, provider);
}

/** One list item per provider for the privacy notice: who, what for, and on which basis data leave the EU. */
export function providerSummary(provider: ServiceProvider): string {
  const transfer = provider.transferBasis
    ? `Übermittlung in Drittländer: ${provider.transferBasis}.`
    : 'Keine Übermittlung in Drittländer außerhalb der EU und des EWR.';
  return `${providerLine(provider)}. Zweck: ${provider.purpose}. ${transfer}`;
}

export function providerPrivacyLink(provider: ServiceProvider): LegalLink {
  return { label: withSampleHint(`Datenschutzhinweise von ${provider.name}`, provider), href: provider.privacyUrl };
}

/** The providers this build really uses: Google only when an analytics container is configured. */
export function activeProviders(analyticsEnabled: boolean): readonly ServiceProvider[] {
  const { hosting, backend, affiliateNetwork, analytics } = operatorFacts;
  return analyticsEnabled ? [hosting, backend, affiliateNetwork, analytics] : [hosting, backend, affiliateNetwork];
}
