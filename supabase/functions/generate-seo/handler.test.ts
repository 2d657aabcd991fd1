import { handleGenerateSeo } from './handler.ts';

const URL = 'http://localhost/functions/v1/generate-seo';

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function assertEquals<T>(actual: T, expected: T, what: string) {
  assert(Object.is(actual, expected), `${what}: expected ${String(expected)}, got ${String(actual)}`);
}

function post(body: string): Request {
  return new Request(URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
}

function assertCors(response: Response) {
  assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*', 'Allow-Origin');
  assertEquals(
    response.headers.get('Access-Control-Allow-Headers'),
    'authorization, x-client-info, apikey, content-type',
    'Allow-Headers',
  );
  assert(response.headers.get('Access-Control-Allow-Methods')?.includes('POST'), 'Allow-Methods names POST');
}

async function assertFailure(response: Response, status: number, messagePart: string) {
  assertEquals(response.status, status, 'status');
  assertCors(response);
  assert(response.headers.get('Content-Type')?.startsWith('application/json'), 'JSON content type');
  const body = await response.json();
  assertEquals(body.success, false, 'success');
  assert(typeof body.error === 'string' && body.error.includes(messagePart), `error "${body.error}" contains "${messagePart}"`);
}

Deno.test('POST {site: "de"} answers the four files and the URL count', async () => {
  const response = await handleGenerateSeo(post(JSON.stringify({ site: 'de' })));
  assertEquals(response.status, 200, 'status');
  assertCors(response);
  const body = await response.json();
  assertEquals(body.success, true, 'success');
  assertEquals(Object.keys(body.files).sort().join(','), 'llms.txt,robots.txt,security.txt,sitemap.xml', 'files');
  assert(Number.isInteger(body.urlCount) && body.urlCount > 20, `urlCount ${body.urlCount} counts pages and terms`);
  assertEquals(body.files['sitemap.xml'].match(/<url>/g).length, body.urlCount, 'one <url> per counted URL');
  assert(body.files['robots.txt'].includes('Disallow: /admin'), 'robots.txt disallows /admin');
  assert(!body.files['sitemap.xml'].includes('/admin'), 'sitemap has no /admin');
});

Deno.test('the OPTIONS preflight answers ok with the CORS headers', async () => {
  const response = await handleGenerateSeo(new Request(URL, { method: 'OPTIONS' }));
  assertEquals(response.status, 200, 'status');
  assertCors(response);
  assertEquals(await response.text(), 'ok', 'body');
});

for (const method of ['GET', 'PUT', 'DELETE']) {
  Deno.test(`${method} is refused with 405`, async () => {
    const response = await handleGenerateSeo(new Request(URL, { method }));
    assertEquals(response.headers.get('Allow'), 'POST, OPTIONS', 'Allow');
    await assertFailure(response, 405, 'nicht erlaubt');
  });
}

const badBodies: [string, string, string][] = [
  ['invalid JSON', '{"site": ', 'kein gültiges JSON'],
  ['an empty body', '', 'kein gültiges JSON'],
  ['a JSON array', '["de"]', 'JSON-Objekt'],
  ['a missing site', '{}', '"site" fehlt'],
  ['a site that is no string', '{"site": 1}', '"site" fehlt'],
  ['an unknown site', '{"site": "se"}', 'Unbekannte Website: "se"'],
];

for (const [what, body, message] of badBodies) {
  Deno.test(`${what} is answered with 400`, async () => {
    await assertFailure(await handleGenerateSeo(post(body)), 400, message);
  });
}
