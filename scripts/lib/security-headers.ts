import { loadEnv } from 'vite';
import { LOCAL_SUPABASE_URL } from '../../src/config/local-backend.ts';
import { isPrivateHost } from '../../src/lib/private-host.ts';

export interface HeaderConfig {
  supabaseUrl: string;
  gtmId: string | null;
}

const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** Where Google Analytics 4 sends its hits: regional collection endpoints and the tag's own pixels. */
const GOOGLE_ANALYTICS_ENDPOINTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The build's backend and tag configuration, read the same way Vite reads it for the bundle. */
export function headerConfigFromEnv(rootDir: string, mode = 'production'): HeaderConfig {
  const env = { ...loadEnv(mode, rootDir, 'VITE_'), ...process.env };
  return {
    supabaseUrl: env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL,
    gtmId: env.VITE_GTM_ID?.trim() || null,
  };
}

/**
 * True when the origin can only be reached from the visitor's own machine or network
 * (loopback, private and link-local addresses, localhost). A page served from the public
 * internet must never list such an origin: the embedded demo backend is one.
 */
export function isPrivateOrigin(url: string): boolean {
  return isPrivateHost(new URL(url).hostname);
}

function contentSecurityPolicy({ supabaseUrl, gtmId }: HeaderConfig, allowPrivateBackend: boolean): string {
  const backend = new URL(supabaseUrl).origin;
  const backendSources = allowPrivateBackend || !isPrivateOrigin(backend) ? [backend] : [];
  const analytics = gtmId ? GOOGLE_ANALYTICS_ENDPOINTS : [];
  const scriptSources = ["'self'", ...(gtmId ? [GTM_ORIGIN] : [])];
  const connectSources = ["'self'", ...backendSources, ...analytics];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...analytics].join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The security headers of every response, written once and served the same by Netlify/Cloudflare
 * (_headers), Vercel (vercel.json) and nginx. Scripts run only from the site itself: the JSON-LD
 * and the prerendered query state are non-executed data. A backend on a private or loopback
 * address is left out: it is reachable only by the preview server (previewSecurityHeaders).
 */
export function securityHeaders(config: HeaderConfig): Record<string, string> {
  return withPolicy(contentSecurityPolicy(config, false));
}

/**
 * The headers of the local preview server (npm run preview, e2e). It serves the page from
 * 127.0.0.1 itself, so the embedded demo backend on loopback is reachable and allowed there.
 */
export function previewSecurityHeaders(config: HeaderConfig): Record<string, string> {
  return withPolicy(contentSecurityPolicy(config, true));
}

function withPolicy(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Netlify and Cloudflare Pages `_headers` file. */
export function netlifyHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

/** Vercel project configuration with the same headers. */
export function vercelConfig(headers: Record<string, string>) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ],
  };
}

/** The nginx pitfall, written at the top of the generated include (security review F10). */
const NGINX_NOTE = [
  '# Security headers of every response: include this file in the server block.',
  '# nginx does not inherit add_header into a location that has an add_header of its own (for',
  '# example Cache-Control for /assets/): include this file in every such location as well.',
];

/** nginx `add_header` lines, to include in a server block and in every location with its own add_header. */
export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return [...NGINX_NOTE, ...lines].join('\n') + '\n';
}
