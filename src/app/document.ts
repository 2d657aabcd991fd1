import { siteConfig } from '@/config/site';
import { APP_STATE_ELEMENT_ID } from '@/app/app-state';
import { MODULES_ATTRIBUTE } from '@/app/start/page-modules-attribute';
import { serializeForScript } from '@/lib/safe-json';

export interface DocumentAssets {
  entryScript: string;
  stylesheets: readonly string[];
  /** Every other chunk the page runs before it is interactive (app start, page, their imports). */
  modulePreloads: readonly string[];
  /** The site's stylesheet, inlined so the first paint needs no second request. */
  inlineCss?: string;
}

interface DocumentParts {
  assets: DocumentAssets;
  routeId: string;
  /** Title, meta and link elements React hoisted out of the app markup. */
  head: string;
  jsonLd: readonly string[];
  body: string;
  state: unknown;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML document around the app markup. The app is rendered as its own React root (the
 * same root the client hydrates), so useId values and tree positions match on both sides.
 */
export function renderDocument({ assets, routeId, head, jsonLd, body, state }: DocumentParts): string {
  const stylesheets =
    assets.inlineCss === undefined
      ? assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`)
      : [`<style>${assets.inlineCss.replace(/<\/style/gi, '<\\/style')}</style>`];
  const structuredData = jsonLd.map((block) => `<script type="application/ld+json" data-seo="">${block}</script>`);
  return [
    '<!DOCTYPE html><html lang="de"><head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<meta name="theme-color" content="${escapeAttribute(siteConfig.brandColor)}"/>`,
    // A raster icon: Chromium fetches the favicon again after every same-document URL change (the
    // comparison's address bar follows its inputs), and an SVG icon is parsed as a document on the
    // main thread each time, about 10 ms at 4x CPU slowdown; a 48 px PNG decodes in a fraction of that.
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"/>',
    head,
    ...stylesheets,
    ...structuredData,
    '</head><body>',
    // The entry fetches these chunks after the first paint (see main.tsx), not the head.
    `<div id="root" data-route-id="${escapeAttribute(routeId)}" ${MODULES_ATTRIBUTE}="${escapeAttribute(assets.modulePreloads.join(' '))}">${body}</div>`,
    `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${serializeForScript(state)}</script>`,
    `<script type="module" src="${escapeAttribute(assets.entryScript)}"></script>`,
    '</body></html>',
  ].join('');
}

const HOISTED_ELEMENT = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** Splits the head elements React 19 hoists to the start of a rendered fragment from the markup. */
export function splitHoistedHead(fragment: string): { head: string; body: string } {
  let rest = fragment;
  let head = '';
  for (let match = HOISTED_ELEMENT.exec(rest); match; match = HOISTED_ELEMENT.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
