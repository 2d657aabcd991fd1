const TAG_ELEMENT_ID = 'ks-analytics-tag';

/**
 * Loads the optional Google Tag Manager container after Statistik consent. Nothing is loaded
 * when no container id is configured (the default) or the visitor has not agreed.
 */
export function loadAnalyticsTag(containerId: string | null): boolean {
  if (!containerId || document.getElementById(TAG_ELEMENT_ID)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_ELEMENT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return true;
}
