/** Attribute of #root that lists the page's script chunks, fetched in parallel after the first paint. */
export const MODULES_ATTRIBUTE = 'data-modules';

/** The same-origin script URLs of the attribute's value; anything else is ignored. */
export function moduleUrls(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href));
}
