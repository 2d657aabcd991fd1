import { describe, expect, it } from 'vitest';
import { renderDocument, splitHoistedHead } from '@/app/document';

describe('splitHoistedHead', () => {
  it('moves the leading title, meta and link elements into the head', () => {
    const fragment =
      '<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/><a href="#inhalt">Skip</a><meta name="late"/>';
    expect(splitHoistedHead(fragment)).toEqual({
      head: '<title>A &amp; B</title><meta name="description" content="x"/><link rel="canonical" href="/a"/>',
      body: '<a href="#inhalt">Skip</a><meta name="late"/>',
    });
  });

  it('leaves markup without hoisted elements untouched', () => {
    expect(splitHoistedHead('<main>x</main>')).toEqual({ head: '', body: '<main>x</main>' });
  });
});

describe('renderDocument with inlined CSS', () => {
  it('puts the stylesheet into a style element that cannot be closed early', () => {
    const html = renderDocument({
      assets: { entryScript: '/a.js', stylesheets: ['/a.css'], modulePreloads: [], inlineCss: 'a{content:"</style><script>"}' },
      routeId: 'home',
      head: '',
      jsonLd: [],
      body: '',
      state: {},
    });
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>a{content:"<\\/style><script>"}</style>');
  });
});

describe('renderDocument', () => {
  const html = renderDocument({
    assets: { entryScript: '/assets/index.js', stylesheets: ['/assets/index.css'], modulePreloads: ['/assets/page.js'] },
    routeId: 'home',
    head: '<title>T</title>',
    jsonLd: ['{"@type":"Thing"}'],
    body: '<main>Inhalt</main>',
    state: { text: '</script><script>alert(1)</script>' },
  });

  it('is a German HTML document with head elements, assets and structured data in <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
    expect(head).toContain('<title>T</title>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index.css"/>');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<script type="application/ld+json" data-seo="">{"@type":"Thing"}</script>');
  });

  it('links a raster favicon, which Chromium does not parse as a document after each URL change', () => {
    const icons = html.match(/<link rel="icon"[^>]*>/g);
    expect(icons).toEqual(['<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"/>']);
  });

  it('lists the page chunks on the root for the entry, which loads them after the first paint', () => {
    expect(html).toContain('<script type="module" src="/assets/index.js"></script></body>');
    expect(html).toMatch(/<div id="root"[^>]* data-modules="\/assets\/page.js">/);
  });

  it('embeds the state so that it cannot close its script element', () => {
    expect(html).toContain('<div id="root" data-route-id="home" data-modules="/assets/page.js"><main>Inhalt</main></div>');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
