/**
 * Google Tag Manager with Google Consent Mode v2, used only when a container id is configured.
 * Before the container can load, the consent default (everything denied) is queued; every choice
 * sends an update. When Statistik is refused or withdrawn, Google Analytics' cookies are deleted
 * and a page that already runs the container is reloaded once, so the container is gone.
 */
const TAG_ELEMENT_ID = 'ks-analytics-tag';
/** The first-party cookies of Google Analytics: _ga, _ga_<container>, _gid and _gat… */
const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*)$/;
/** How long Google's tags wait for an update after the default, as in Google's examples. */
const WAIT_FOR_UPDATE_MS = 500;

type ConsentSignal = 'granted' | 'denied';

interface ConsentModeState {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

type GtagCommand = ['consent', 'default', ConsentModeState & { wait_for_update: number }] | ['consent', 'update', ConsentModeState];

/** Google's gtag(): queues the command as an Arguments object, the only form Google's tags read as a command. */
function gtag(..._command: GtagCommand): void {
  window.dataLayer = window.dataLayer ?? [];
  // Google's snippet pushes `arguments`; an array would be ignored. An Arguments object is a
  // record of '0', '1', '2'; TypeScript only lacks the index signature.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments as unknown as Record<string, unknown>);
}

/** Analytics as the visitor chose; advertising always denied, the site runs no advertising tags. */
function consentModeState(statistics: boolean): ConsentModeState {
  return {
    analytics_storage: statistics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

function hasConsentDefault(): boolean {
  return (window.dataLayer ?? []).some(
    (entry) => Object.prototype.toString.call(entry) === '[object Arguments]' && entry[0] === 'consent' && entry[1] === 'default',
  );
}

function loadTag(containerId: string): void {
  if (document.getElementById(TAG_ELEMENT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_ELEMENT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/**
 * Where a cookie of this host may have been set: the host and each parent domain with a leading
 * dot, down to the registrable domain (Google Analytics sets its cookies there). Without a public
 * suffix list the top-level domain is the only one left out; deleting on a public suffix such as
 * .co.uk does nothing. IP addresses and single-label hosts have no domain cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || hostname.includes(':') || /^[\d.]+$/.test(hostname)) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join('.')}`);
}

/** Deletes Google Analytics' cookies (path /) as host-only cookies and on every domain they may carry. */
export function deleteAnalyticsCookies(): void {
  const names = new Set(
    document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0]!.trim())
      .filter((name) => ANALYTICS_COOKIE.test(name)),
  );
  const domainAttributes = ['', ...cookieDomains(window.location.hostname).map((domain) => `; Domain=${domain}`)];
  for (const name of names) {
    for (const domain of domainAttributes) document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain}`;
  }
}

/**
 * Applies a decided choice: queues the all-denied default once, sends the update, then loads the
 * container (Statistik allowed) or deletes the analytics cookies and, if the container already
 * runs in this page, reloads it once without (Statistik refused or withdrawn).
 */
export function applyAnalyticsConsent(containerId: string, statistics: boolean, reload = () => window.location.reload()): void {
  if (!hasConsentDefault()) gtag('consent', 'default', { ...consentModeState(false), wait_for_update: WAIT_FOR_UPDATE_MS });
  gtag('consent', 'update', consentModeState(statistics));
  if (statistics) {
    loadTag(containerId);
    return;
  }
  deleteAnalyticsCookies();
  if (document.getElementById(TAG_ELEMENT_ID)) reload();
}
