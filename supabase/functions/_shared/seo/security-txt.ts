import type { SeoSite } from './seo-types.ts';
import { absoluteUrl } from './urls.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 9116 recommends an Expires less than a year ahead; 365 days never exceed one calendar year. */
const SECURITY_TXT_VALIDITY_DAYS = 365;

const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** security.txt after RFC 9116: contact, expiry, preferred languages and its canonical address. */
export function generateSecurityTxt(site: Pick<SeoSite, 'baseUrl' | 'contactEmail'>, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALIDITY_DAYS * DAY_MS);
  expires.setUTCMilliseconds(0);
  const lines = [
    `Contact: mailto:${site.contactEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: de, en',
    `Canonical: ${absoluteUrl(site.baseUrl, SECURITY_TXT_PATH)}`,
  ];
  return `${lines.join('\n')}\n`;
}
