import { loadEnv } from 'vite';

export interface HeaderConfig {
  supabaseUrl: string;
  gtmId: string | null;
}

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The build's backend and tag configuration, read the same way Vite reads it for the bundle. */
export function headerConfigFromEnv(rootDir: string, mode = 'production'): HeaderConfig {
  const env = { ...loadEnv(mode, rootDir, 'VITE_'), ...process.env };
  return {
    supabaseUrl: env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL,
    gtmId: env.VITE_GTM_ID?.trim() || null,
  };
}

/**
 * The security headers of every response, written once and served the same by the preview
 * server, Netlify/Cloudflare (_headers), Vercel (vercel.json) and nginx. Scripts run only
 * from the site itself: the JSON-LD and the prerendered query state are non-executed data.
 */
export function securityHeaders({ supabaseUrl, gtmId }: HeaderConfig): Record<string, string> {
  const backend = new URL(supabaseUrl).origin;
  const scriptSources = ["'self'", ...(gtmId ? [GTM_ORIGIN] : [])];
  const connectSources = ["'self'", backend, ...(gtmId ? [GTM_ORIGIN, 'https://www.google-analytics.com'] : [])];
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${gtmId ? ' https://www.googletagmanager.com https://www.google-analytics.com' : ''}`,
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
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

/** nginx `add_header` lines, to include in a server block. */
export function nginxHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n') + '\n';
}
