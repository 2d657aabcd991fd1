import assert from 'node:assert/strict';
import type { Authenticate } from '../_shared/auth/require-role.ts';
import { createTriggerRebuildHandler, deployHookUrlFromEnv } from './handler.ts';

const URL = 'http://localhost/functions/v1/trigger-rebuild';
const HOOK = 'https://api.netlify.com/build_hooks/secret-hook-id';

const roles: Record<string, string | null> = { admin: 'admin', editor: 'editor', plain: null };
const fakeAuthenticate: Authenticate = (token) => Promise.resolve(Object.hasOwn(roles, token) ? { role: roles[token]! } : null);

/** A handler whose host answers `answer` and records every hook call. */
function setup(deployHookUrl: string | null = HOOK, answer: () => Promise<Response> = () => Promise.resolve(new Response('{}', { status: 200 }))) {
  const calls: { url: string; method: string | undefined }[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method });
    return await answer();
  };
  return { handler: createTriggerRebuildHandler({ authenticate: fakeAuthenticate, deployHookUrl, fetch: fakeFetch as typeof fetch }), calls };
}

const request = (method: string, token?: string) => new Request(URL, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = original;
  }
}

Deno.test('GET tells an admin whether a hook is configured, without calling it', async () => {
  for (const [hook, configured] of [[HOOK, true], [null, false]] as const) {
    const { handler, calls } = setup(hook);
    const response = await handler(request('GET', 'admin'));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { configured });
    assert.equal(calls.length, 0);
  }
});

Deno.test('POST calls the hook once with POST and answers success without repeating the URL', async () => {
  const { handler, calls } = setup();
  const response = await handler(request('POST', 'admin'));
  assert.equal(response.status, 200);
  const text = await response.text();
  assert.deepEqual(JSON.parse(text), { success: true });
  assert.deepEqual(calls, [{ url: HOOK, method: 'POST' }]);
  assert(!text.includes('secret-hook-id'));
});

for (const [what, token, status, error] of [
  ['no token', undefined, 401, 'Anmeldung erforderlich.'],
  ['an unknown token', 'nobody', 401, 'Anmeldung erforderlich.'],
  ['a user without a role', 'plain', 403, 'Keine Berechtigung.'],
  ['an editor', 'editor', 403, 'Keine Berechtigung.'],
] as const) {
  Deno.test(`${what} is refused with ${status} and the hook is not called`, async () => {
    for (const method of ['GET', 'POST']) {
      const { handler, calls } = setup();
      const response = await handler(request(method, token));
      assert.equal(response.status, status);
      assert.deepEqual(await response.json(), { success: false, error });
      assert.equal(calls.length, 0);
    }
  });
}

Deno.test('POST without a configured hook answers 503', async () => {
  const { handler } = setup(null);
  const response = await handler(request('POST', 'admin'));
  assert.equal(response.status, 503);
  assert.match((await response.json()).error, /kein Deploy-Hook/);
});

Deno.test('a host that refuses or cannot be reached is a 502 with a German message', async () => {
  const refused = setup(HOOK, () => Promise.resolve(new Response('no', { status: 404 })));
  const refusedResponse = await refused.handler(request('POST', 'admin'));
  assert.equal(refusedResponse.status, 502);
  assert.equal((await refusedResponse.json()).error, 'Der Hosting-Dienst hat den Neuaufbau abgelehnt (HTTP 404).');

  const down = setup(HOOK, () => Promise.reject(new TypeError('connection refused')));
  const downResponse = await quietly(() => down.handler(request('POST', 'admin')));
  assert.equal(downResponse.status, 502);
  assert.match((await downResponse.json()).error, /nicht erreichbar/);
});

Deno.test('other methods are refused with 405, OPTIONS answers the preflight', async () => {
  const { handler } = setup();
  const put = await handler(request('PUT', 'admin'));
  assert.equal(put.status, 405);
  assert.equal(put.headers.get('Allow'), 'GET, POST, OPTIONS');
  const options = await handler(new Request(URL, { method: 'OPTIONS' }));
  assert.equal(options.status, 200);
  assert.equal(options.headers.get('Access-Control-Allow-Methods'), 'GET, POST, OPTIONS');
});

Deno.test('DEPLOY_HOOK_URL: blank is none, https is taken, http only for loopback, anything else stops the start', () => {
  assert.equal(deployHookUrlFromEnv(new Map()), null);
  assert.equal(deployHookUrlFromEnv(new Map([['DEPLOY_HOOK_URL', '  ']])), null);
  assert.equal(deployHookUrlFromEnv(new Map([['DEPLOY_HOOK_URL', ` ${HOOK} `]])), HOOK);
  assert.equal(deployHookUrlFromEnv(new Map([['DEPLOY_HOOK_URL', 'http://127.0.0.1:9999/hook']])), 'http://127.0.0.1:9999/hook');
  assert.throws(() => deployHookUrlFromEnv(new Map([['DEPLOY_HOOK_URL', 'http://hooks.example.com/x']])), /https/);
  assert.throws(() => deployHookUrlFromEnv(new Map([['DEPLOY_HOOK_URL', 'api.netlify.com/build_hooks/x']])), /absolute URL/);
});
