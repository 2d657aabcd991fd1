import assert from 'node:assert/strict';
import type { Authenticate } from '../_shared/auth/require-role.ts';
import { DEFAULT_SITE_URL } from '../_shared/seo/site-url.ts';
import { createGenerateSeoHandler, MAX_BODY_BYTES, siteUrlFromEnv } from './handler.ts';

const URL = 'http://localhost/functions/v1/generate-seo';

// A stand-in for Supabase Auth: three known sessions, everything else is no user.
const ADMIN_TOKEN = 'admin-session-token';
const EDITOR_TOKEN = 'editor-session-token';
const NO_ROLE_TOKEN = 'no-role-session-token';
const roles: Record<string, string | null> = { [ADMIN_TOKEN]: 'admin', [EDITOR_TOKEN]: 'editor', [NO_ROLE_TOKEN]: null };
const fakeAuthenticate: Authenticate = (token) => Promise.resolve(Object.hasOwn(roles, token) ? { role: roles[token]! } : null);
const SITE_URL = 'https://www.example.de';
const handleGenerateSeo = createGenerateSeoHandler({ authenticate: fakeAuthenticate, siteUrl: SITE_URL });
const asAdmin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(URL, { method: 'POST', headers: { 'Content-Type': 'application/json', ...asAdmin, ...headers }, body });
}

/** A JSON body of exactly `bytes` bytes that asks for site "de". */
function paddedBody(bytes: number): string {
  const body = JSON.stringify({ site: 'de', padding: '' });
  return body.replace('""', `"${'x'.repeat(bytes - body.length)}"`);
}

/** The CORS headers, and the ones every response carries whatever its status. */
function assertCors(response: Response) {
  assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
  assert.equal(
    response.headers.get('Access-Control-Allow-Headers'),
    'authorization, x-client-info, apikey, content-type',
  );
  assert(response.headers.get('Access-Control-Allow-Methods')?.includes('POST'), 'Allow-Methods names POST');
}

async function assertFailure(response: Response, status: number, messagePart: string) {
  assert.equal(response.status, status);
  assertCors(response);
  assert(response.headers.get('Content-Type')?.startsWith('application/json'), 'JSON content type');
  const body = await response.json();
  assert.equal(body.success, false);
  assert(typeof body.error === 'string' && body.error.includes(messagePart), `error "${body.error}" contains "${messagePart}"`);
}

Deno.test('POST {site: "de"} answers the four files and the URL count', async () => {
  const response = await handleGenerateSeo(post(JSON.stringify({ site: 'de' })));
  assert.equal(response.status, 200);
  assertCors(response);
  const body = await response.json();
  assert.equal(body.success, true);
  assert.equal(Object.keys(body.files).sort().join(','), 'llms.txt,robots.txt,security.txt,sitemap.xml');
  assert(Number.isInteger(body.urlCount) && body.urlCount > 20, `urlCount ${body.urlCount} counts pages and terms`);
  assert.equal(body.files['sitemap.xml'].match(/<url>/g).length, body.urlCount);
  assert(body.files['robots.txt'].includes('Disallow: /admin'), 'robots.txt disallows /admin');
  assert(!body.files['sitemap.xml'].includes('/admin'), 'sitemap has no /admin');
});

/** The four files the handler generates for site "de" at the given SITE_URL. */
async function filesAt(siteUrl: string): Promise<Record<string, string>> {
  const handler = createGenerateSeoHandler({ authenticate: fakeAuthenticate, siteUrl });
  const response = await handler(post(JSON.stringify({ site: 'de' })));
  assert.equal(response.status, 200);
  return (await response.json()).files;
}

function assertFilesPointAt(files: Record<string, string>, base: string) {
  const locs = [...files['sitemap.xml']!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  assert(locs.length > 20 && locs.every((loc) => loc === `${base}/` || loc.startsWith(`${base}/`)), `every sitemap URL starts with ${base}/`);
  assert(files['robots.txt']!.includes(`Sitemap: ${base}/sitemap.xml\n`), `robots.txt points at ${base}/sitemap.xml`);
  assert(files['llms.txt']!.includes(`](${base}/ratenkredit)`), `llms.txt links to ${base}/ratenkredit`);
  assert(files['security.txt']!.includes(`Canonical: ${base}/.well-known/security.txt\n`), `security.txt is canonical at ${base}`);
}

Deno.test('with SITE_URL set, every generated URL starts with it (a trailing slash is dropped)', async () => {
  const siteUrl = siteUrlFromEnv(new Map([['SITE_URL', 'https://staging.example.org/']]));
  assert.equal(siteUrl, 'https://staging.example.org');
  const files = await filesAt(siteUrl);
  assertFilesPointAt(files, 'https://staging.example.org');
  assert(!files['sitemap.xml']!.includes(DEFAULT_SITE_URL), 'the default appears nowhere');
});

Deno.test('without SITE_URL, or with a blank one, the files point at the default site URL', async () => {
  assert.equal(siteUrlFromEnv(new Map()), DEFAULT_SITE_URL);
  assert.equal(siteUrlFromEnv(new Map([['SITE_URL', '  ']])), DEFAULT_SITE_URL);
  assertFilesPointAt(await filesAt(siteUrlFromEnv(new Map())), DEFAULT_SITE_URL);
});

for (const [value, message] of [
  ['www.example.de', 'SITE_URL is not an absolute URL'],
  ['ftp://example.de', 'SITE_URL must start with https:// or http://'],
]) {
  Deno.test(`an invalid SITE_URL (${value}) stops the function at start`, () => {
    let error: unknown;
    try {
      siteUrlFromEnv(new Map([['SITE_URL', value]]));
    } catch (thrown) {
      error = thrown;
    }
    assert(error instanceof Error && error.message.includes(message), `error "${String(error)}" says "${message}"`);
  });
}

Deno.test('the OPTIONS preflight answers ok with the CORS headers', async () => {
  const response = await handleGenerateSeo(new Request(URL, { method: 'OPTIONS' }));
  assert.equal(response.status, 200);
  assertCors(response);
  assert.equal(await response.text(), 'ok');
});

for (const method of ['GET', 'PUT', 'DELETE']) {
  Deno.test(`${method} is refused with 405`, async () => {
    const response = await handleGenerateSeo(new Request(URL, { method }));
    assert.equal(response.headers.get('Allow'), 'POST, OPTIONS');
    await assertFailure(response, 405, 'nicht erlaubt');
  });
}

const badBodies: [string, string, string][] = [
  ['invalid JSON', '{"site": ', 'kein gültiges JSON'],
  ['an empty body', '', 'kein gültiges JSON'],
  ['a JSON array', '["de"]', 'JSON-Objekt'],
  ['a missing site', '{}', '"site" fehlt'],
  ['a site that is no string', '{"site": 1}', '"site" fehlt'],
  ['an unknown site', '{"site": "se"}', 'Unbekannte Website.'],
  ['a site in capitals', '{"site": "DE"}', 'zwei Kleinbuchstaben'],
  ['a site with three letters', '{"site": "deu"}', 'zwei Kleinbuchstaben'],
  ['a site with spaces', '{"site": " de "}', 'zwei Kleinbuchstaben'],
];

for (const [what, body, message] of badBodies) {
  Deno.test(`${what} is answered with 400`, async () => {
    await assertFailure(await handleGenerateSeo(post(body)), 400, message);
  });
}

Deno.test('error messages never repeat the site that was sent', async () => {
  for (const site of ['qx', '<script>alert(1)</script>', 'x'.repeat(900)]) {
    const response = await handleGenerateSeo(post(JSON.stringify({ site })));
    assert.equal(response.status, 400);
    const text = await response.text();
    assert(!text.includes(site), `response "${text}" repeats the site`);
    assert(!text.includes('script') && !text.includes('alert'), `response "${text}" has no part of the payload`);
  }
});

Deno.test(`a body of exactly ${MAX_BODY_BYTES} bytes is still read`, async () => {
  const body = paddedBody(MAX_BODY_BYTES);
  assert.equal(new TextEncoder().encode(body).length, MAX_BODY_BYTES);
  const response = await handleGenerateSeo(post(body));
  assert.equal(response.status, 200);
  assert.equal((await response.json()).success, true);
});

const oversizedBodies: [string, () => Request][] = [
  ['one byte over the limit', () => post(paddedBody(MAX_BODY_BYTES + 1))],
  ['a 900 KB site value', () => post(JSON.stringify({ site: 'a'.repeat(900_000) }))],
  ['a small body that declares a large Content-Length', () => post('{"site": "de"}', { 'Content-Length': '5000' })],
  ['a malformed Content-Length', () => post('{"site": "de"}', { 'Content-Length': '12abc' })],
  [
    'a stream without Content-Length that keeps going',
    () => {
      const chunk = new TextEncoder().encode(`{"site": "${'a'.repeat(400)}`);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 1000) controller.enqueue(chunk);
          else controller.close();
        },
      });
      return post(stream);
    },
  ],
];

for (const [what, request] of oversizedBodies) {
  Deno.test(`${what} is refused with 413 and a short answer`, async () => {
    const response = await handleGenerateSeo(request());
    assert.equal(response.status, 413);
    assertCors(response);
    const text = await response.text();
    assert(text.length < 200, `response of ${text.length} characters is short`);
    assert(!text.includes('aaaa') && !text.includes('xxxx'), 'response repeats nothing of the body');
    const body = JSON.parse(text);
    assert.equal(body.success, false);
    assert(body.error.includes('zu groß'), `error "${body.error}" says the request is too large`);
  });
}

async function assertAuthFailure(response: Response, status: number, error: string) {
  assert.equal(response.status, status);
  assertCors(response);
  const body = await response.json();
  assert.equal(body.success, false);
  assert.equal(body.error, error);
  assert(!('files' in body), 'no files for a refused caller');
}

const unauthenticated: [string, Record<string, string>][] = [
  ['no Authorization header', { Authorization: '' }],
  ['a token Auth does not know (such as the anon key)', { Authorization: 'Bearer some-anon-key' }],
  ['a scheme other than Bearer', { Authorization: `Basic ${ADMIN_TOKEN}` }],
  ['Bearer without a token', { Authorization: 'Bearer ' }],
];

for (const [what, headers] of unauthenticated) {
  Deno.test(`${what} is refused with 401 "Anmeldung erforderlich."`, async () => {
    await assertAuthFailure(await handleGenerateSeo(post(JSON.stringify({ site: 'de' }), headers)), 401, 'Anmeldung erforderlich.');
  });
}

Deno.test('a signed-in user without a console role is refused with 403 "Keine Berechtigung."', async () => {
  const response = await handleGenerateSeo(post(JSON.stringify({ site: 'de' }), { Authorization: `Bearer ${NO_ROLE_TOKEN}` }));
  await assertAuthFailure(response, 403, 'Keine Berechtigung.');
});

Deno.test('an editor gets the files as an admin does', async () => {
  const response = await handleGenerateSeo(post(JSON.stringify({ site: 'de' }), { Authorization: `Bearer ${EDITOR_TOKEN}` }));
  assert.equal(response.status, 200);
  assert.equal((await response.json()).success, true);
});

Deno.test('the role check runs before the body is read: an oversized body without a token gets 401, not 413', async () => {
  const response = await handleGenerateSeo(post(paddedBody(MAX_BODY_BYTES + 1), { Authorization: '' }));
  await assertAuthFailure(response, 401, 'Anmeldung erforderlich.');
});

Deno.test('the authenticator sees exactly the bearer token', async () => {
  const seen: string[] = [];
  const handler = createGenerateSeoHandler({
    siteUrl: SITE_URL,
    authenticate: (token) => {
      seen.push(token);
      return Promise.resolve({ role: 'admin' });
    },
  });
  const response = await handler(post(JSON.stringify({ site: 'de' }), { Authorization: 'bearer  tok.en-1' }));
  assert.equal(response.status, 200);
  assert.equal(seen.join('|'), 'tok.en-1');
});

Deno.test('Auth that cannot be reached gives 502 with a generic message', async () => {
  const handler = createGenerateSeoHandler({ authenticate: () => Promise.reject(new Error('connection refused')), siteUrl: SITE_URL });
  const originalError = console.error;
  console.error = () => {};
  try {
    const response = await handler(post(JSON.stringify({ site: 'de' })));
    assert.equal(response.status, 502);
    const body = await response.json();
    assert.equal(body.success, false);
    assert(body.error.includes('nicht geprüft werden'), `error "${body.error}" says the sign-in could not be checked`);
    assert(!body.error.includes('refused'), 'no internal detail');
  } finally {
    console.error = originalError;
  }
});

Deno.test('OPTIONS and the 405 answers need no sign-in', async () => {
  const seen: string[] = [];
  const handler = createGenerateSeoHandler({
    siteUrl: SITE_URL,
    authenticate: (token) => {
      seen.push(token);
      return Promise.resolve(null);
    },
  });
  assert.equal((await handler(new Request(URL, { method: 'OPTIONS' }))).status, 200);
  assert.equal((await handler(new Request(URL, { method: 'GET', headers: asAdmin }))).status, 405);
  assert.equal(seen.length, 0);
});
