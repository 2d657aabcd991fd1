import assert from 'node:assert/strict';
import { signPostback } from '../_shared/affiliate/postback-signature.ts';
import { createAffiliatePostbackHandler, MAX_BODY_BYTES, MAX_QUERY_BYTES, type AffiliatePostbackEnv } from './handler.ts';

const BASE = 'https://ref.supabase.co/functions/v1/affiliate-postback';
const SECRET = 'test-postback-secret-0123456789';
const SERVICE_KEY = 'service-role-key-for-tests';
const CLICK_ID = '3f2b8c1e-5d4a-4b7e-9c2f-1a2b3c4d5e6f';

interface RpcCall {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A handler whose database answers `answer` and records every RPC call. */
function setup(answer: () => Promise<Response> = () => Promise.resolve(Response.json({ duplicate: false, unknown_click: false })), env: Partial<AffiliatePostbackEnv> = {}) {
  const calls: RpcCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return await answer();
  };
  const handler = createAffiliatePostbackHandler({
    env: { postbackSecret: SECRET, supabaseUrl: 'https://ref.supabase.co', serviceRoleKey: SERVICE_KEY, ...env },
    fetch: fakeFetch as typeof fetch,
  });
  return { handler, calls };
}

const validParams = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const params: Record<string, string | undefined> = {
    click_id: CLICK_ID,
    order_id: 'ORD-2026.11_24',
    commission: '12.50',
    currency: 'EUR',
    status: 'approved',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

async function signedUrl(params: Record<string, string>, secret = SECRET): Promise<string> {
  const sig = await signPostback(secret, Object.entries(params));
  return `${BASE}?${new URLSearchParams({ ...params, sig })}`;
}

async function signedGet(params: Record<string, string>): Promise<Request> {
  return new Request(await signedUrl(params));
}

/** Runs `fn` with console.error silenced, for the paths that log by design. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = original;
  }
}

async function assertAnswer(response: Response, status: number): Promise<Record<string, unknown>> {
  assert.equal(response.status, status);
  assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert(response.headers.get('Content-Type')?.startsWith('application/json'), 'JSON content type');
  return await response.json();
}

// --- authentication ---

Deno.test('a GET signed in the sig parameter is recorded through the RPC with the service role', async () => {
  const { handler, calls } = setup();
  const body = await assertAnswer(await handler(await signedGet(validParams())), 200);
  assert.equal(JSON.stringify(body), '{"ok":true,"duplicate":false,"unknown_click":false}');
  assert.equal(calls.length, 1);
  const [call] = calls;
  assert(call, 'call');
  assert.equal(call.url, 'https://ref.supabase.co/rest/v1/rpc/record_affiliate_conversion');
  assert.equal(call.headers.get('apikey'), SERVICE_KEY);
  assert.equal(call.headers.get('Authorization'), `Bearer ${SERVICE_KEY}`);
  assert.equal(
    JSON.stringify(call.body),
    JSON.stringify({ p_order_id: 'ORD-2026.11_24', p_click_id: CLICK_ID, p_commission: 12.5, p_currency: 'EUR', p_status: 'approved' }),
  );
});

Deno.test('the signature may come in the X-Postback-Signature header instead', async () => {
  const { handler, calls } = setup();
  const params = validParams();
  const sig = await signPostback(SECRET, Object.entries(params));
  const response = await handler(new Request(`${BASE}?${new URLSearchParams(params)}`, { headers: { 'X-Postback-Signature': sig } }));
  await assertAnswer(response, 200);
  assert.equal(calls.length, 1);
});

Deno.test('an upper-case hex signature is accepted', async () => {
  const { handler } = setup();
  const params = validParams();
  const sig = (await signPostback(SECRET, Object.entries(params))).toUpperCase();
  await assertAnswer(await handler(new Request(`${BASE}?${new URLSearchParams({ ...params, sig })}`)), 200);
});

Deno.test('a form POST with the signature in the body is recorded', async () => {
  const { handler, calls } = setup();
  const params = validParams({ status: 'pending' });
  const sig = await signPostback(SECRET, Object.entries(params));
  const response = await handler(
    new Request(BASE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({ ...params, sig }).toString(),
    }),
  );
  await assertAnswer(response, 200);
  assert.equal(calls[0]?.body.p_status, 'pending');
});

Deno.test('a JSON POST with a numeric commission is signed over the number’s shortest text', async () => {
  const { handler, calls } = setup();
  const params = validParams({ commission: '7.5' });
  const sig = await signPostback(SECRET, Object.entries(params));
  const response = await handler(
    new Request(BASE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Postback-Signature': sig },
      body: JSON.stringify({ ...params, commission: 7.5 }),
    }),
  );
  await assertAnswer(response, 200);
  assert.equal(calls[0]?.body.p_commission, 7.5);
});

Deno.test('parameters in the query and the body of a POST are signed together', async () => {
  const { handler, calls } = setup();
  const params = validParams();
  const { click_id, order_id, ...bodyParams } = params;
  const sig = await signPostback(SECRET, Object.entries(params));
  const response = await handler(
    new Request(`${BASE}?${new URLSearchParams({ click_id, order_id, sig })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(bodyParams).toString(),
    }),
  );
  await assertAnswer(response, 200);
  assert.equal(calls.length, 1);
});

Deno.test('extra parameters the network adds are covered by the signature and otherwise ignored', async () => {
  const { handler, calls } = setup();
  const params = validParams({ network: 'adtraction', 'sub id': 'ä&=' });
  await assertAnswer(await handler(await signedGet(params)), 200);
  assert.equal(Object.keys(calls[0]?.body ?? {}).join(','), 'p_order_id,p_click_id,p_commission,p_currency,p_status');
});

const refusedSignatures: [string, () => Request | Promise<Request>, string][] = [
  ['no signature', () => new Request(`${BASE}?${new URLSearchParams(validParams())}`), 'Signatur fehlt.'],
  ['an empty sig parameter', () => new Request(`${BASE}?${new URLSearchParams({ ...validParams(), sig: '' })}`), 'Signatur fehlt.'],
  ['a signature made with another secret', async () => new Request(await signedUrl(validParams(), 'another-secret-0123456789')), 'Signatur ist ungültig.'],
  [
    'a valid signature over a lower commission',
    async () => {
      const sig = await signPostback(SECRET, Object.entries(validParams({ commission: '1.00' })));
      return new Request(`${BASE}?${new URLSearchParams({ ...validParams({ commission: '999.00' }), sig })}`);
    },
    'Signatur ist ungültig.',
  ],
  [
    'one hex digit changed',
    async () => {
      const url = new URL(await signedUrl(validParams()));
      const sig = url.searchParams.get('sig') ?? '';
      url.searchParams.set('sig', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
      return new Request(url);
    },
    'Signatur ist ungültig.',
  ],
  ['a signature that is not hex', () => new Request(`${BASE}?${new URLSearchParams({ ...validParams(), sig: 'z'.repeat(64) })}`), 'Signatur ist ungültig.'],
  ['a truncated signature', async () => new Request((await signedUrl(validParams())).slice(0, -2)), 'Signatur ist ungültig.'],
  [
    'a wrong header next to a valid sig parameter (the header counts)',
    async () => new Request(await signedUrl(validParams()), { headers: { 'X-Postback-Signature': '0'.repeat(64) } }),
    'Signatur ist ungültig.',
  ],
];

for (const [what, request, message] of refusedSignatures) {
  Deno.test(`${what} is refused with 401 and nothing is stored`, async () => {
    const { handler, calls } = setup();
    const body = await assertAnswer(await handler(await request()), 401);
    assert.equal(body.error, message);
    assert.equal(calls.length, 0);
  });
}

Deno.test('invalid fields without a valid signature get 401, so unsigned callers learn nothing about them', async () => {
  const { handler, calls } = setup();
  const body = await assertAnswer(await handler(new Request(`${BASE}?click_id=x&sig=${'0'.repeat(64)}`)), 401);
  assert(!('fields' in body), 'no field list');
  assert.equal(calls.length, 0);
});

for (const [what, secret] of [['no secret', undefined], ['an empty secret', '  '], ['a secret shorter than 16 characters', 'short-secret']] as const) {
  Deno.test(`${what} configured: 503 even for a request signed with it, nothing stored`, async () => {
    const { handler, calls } = setup(undefined, { postbackSecret: secret });
    const request = new Request(await signedUrl(validParams(), secret?.trim() || 'x'));
    const body = await quietly(async () => await assertAnswer(await handler(request), 503));
    assert.equal(body.error, 'Der Postback ist nicht eingerichtet.');
    assert.equal(calls.length, 0);
  });
}

// --- validation, after a valid signature ---

const invalidValues: [string, string | undefined][] = [
  ['click_id', undefined],
  ['click_id', 'not-a-uuid'],
  ['click_id', '3f2b8c1e5d4a4b7e9c2f1a2b3c4d5e6f'],
  ['click_id', `${CLICK_ID}0`],
  ['order_id', undefined],
  ['order_id', ''],
  ['order_id', 'a'.repeat(101)],
  ['order_id', 'ORD/1'],
  ['order_id', 'ORD 1'],
  ['order_id', 'Bestellung-ä'],
  ['commission', undefined],
  ['commission', ''],
  ['commission', '-1'],
  ['commission', '1,50'],
  ['commission', '1.234'],
  ['commission', '100000.01'],
  ['commission', '1000000'],
  ['commission', '1e3'],
  ['commission', ' 1'],
  ['commission', '.5'],
  ['commission', '5.'],
  ['commission', 'NaN'],
  ['commission', 'Infinity'],
  ['currency', 'eur'],
  ['currency', 'EURO'],
  ['currency', 'E1R'],
  ['status', undefined],
  ['status', 'APPROVED'],
  ['status', 'paid'],
];

for (const [field, value] of invalidValues) {
  Deno.test(`${field} ${value === undefined ? 'missing' : JSON.stringify(value.slice(0, 20))} is refused with 400 naming ${field}`, async () => {
    const { handler, calls } = setup();
    const body = await assertAnswer(await handler(await signedGet(validParams({ [field]: value }))), 400);
    const error = String(body.error);
    assert(error.includes(field), `error "${error}" names ${field}`);
    assert.equal(Object.keys(body.fields as object).join(','), field);
    if (value && value.length > 3) assert(!JSON.stringify(body).includes(value), 'the value is not repeated');
    assert.equal(calls.length, 0);
  });
}

Deno.test('several invalid fields are all listed', async () => {
  const { handler } = setup();
  const body = await assertAnswer(await handler(await signedGet(validParams({ click_id: 'x', commission: '-1', status: 'paid' }))), 400);
  assert.equal(Object.keys(body.fields as object).sort().join(','), 'click_id,commission,status');
  assert.equal(body.error, 'Ungültige oder fehlende Angaben: click_id, commission, status.');
});

const validValues: [string, string | undefined, string, unknown][] = [
  ['currency', undefined, 'p_currency', 'EUR'],
  ['currency', '', 'p_currency', 'EUR'],
  ['currency', 'CHF', 'p_currency', 'CHF'],
  ['commission', '0', 'p_commission', 0],
  ['commission', '0.5', 'p_commission', 0.5],
  ['commission', '100000', 'p_commission', 100000],
  ['commission', '100000.00', 'p_commission', 100000],
  ['commission', '0019.99', 'p_commission', 19.99],
  ['order_id', 'a'.repeat(100), 'p_order_id', 'a'.repeat(100)],
  ['click_id', CLICK_ID.toUpperCase(), 'p_click_id', CLICK_ID],
  ['status', 'rejected', 'p_status', 'rejected'],
];

for (const [field, value, argument, expected] of validValues) {
  Deno.test(`${field} ${value === undefined ? 'missing' : JSON.stringify(value.slice(0, 20))} is accepted as ${String(expected).slice(0, 20)}`, async () => {
    const { handler, calls } = setup();
    await assertAnswer(await handler(await signedGet(validParams({ [field]: value }))), 200);
    assert.equal(calls[0]?.body[argument], expected);
  });
}

// --- methods, formats and size limits ---

for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
  Deno.test(`${method} is refused with 405`, async () => {
    const { handler, calls } = setup();
    const response = await handler(new Request(await signedUrl(validParams()), { method }));
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('Allow'), 'GET, POST');
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    assert.equal(calls.length, 0);
  });
}

/** A signed form body of exactly `bytes` bytes, padded through an extra (signed) parameter. */
async function paddedForm(bytes: number): Promise<string> {
  const params = validParams({ padding: '' });
  const withoutPadding = new URLSearchParams({ ...params, sig: '0'.repeat(64) }).toString();
  params.padding = 'x'.repeat(bytes - withoutPadding.length);
  return new URLSearchParams({ ...params, sig: await signPostback(SECRET, Object.entries(params)) }).toString();
}

const form = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });

Deno.test(`a form body of exactly ${MAX_BODY_BYTES} bytes is accepted`, async () => {
  const body = await paddedForm(MAX_BODY_BYTES);
  assert.equal(body.length, MAX_BODY_BYTES);
  const { handler } = setup();
  await assertAnswer(await handler(form(body)), 200);
});

const oversized: [string, () => Request | Promise<Request>][] = [
  ['one byte over the body limit', async () => form(await paddedForm(MAX_BODY_BYTES + 1))],
  ['a declared Content-Length over the limit', () => form('status=approved', { 'Content-Length': '999999' })],
  [
    'a stream that keeps going',
    () => {
      const chunk = new TextEncoder().encode('a'.repeat(512));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 100) controller.enqueue(chunk);
          else controller.close();
        },
      });
      return form(stream);
    },
  ],
];

for (const [what, request] of oversized) {
  Deno.test(`${what} is refused with 413`, async () => {
    const { handler, calls } = setup();
    const body = await assertAnswer(await handler(await request()), 413);
    assert(String(body.error).includes('zu groß'), 'says too large');
    assert.equal(calls.length, 0);
  });
}

Deno.test(`a query string over ${MAX_QUERY_BYTES} bytes is refused with 414`, async () => {
  const { handler, calls } = setup();
  const body = await assertAnswer(await handler(await signedGet(validParams({ padding: 'x'.repeat(MAX_QUERY_BYTES) }))), 414);
  assert(!JSON.stringify(body).includes('xxxx'), 'nothing repeated');
  assert.equal(calls.length, 0);
});

const malformed: [string, () => Request, number, string][] = [
  ['a parameter given twice', () => new Request(`${BASE}?status=approved&status=rejected`), 400, 'mehrfach'],
  [
    'a parameter in both query and body',
    () => new Request(`${BASE}?status=approved`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'status=rejected' }),
    400,
    'mehrfach',
  ],
  ['too many parameters', () => new Request(`${BASE}?${Array.from({ length: 31 }, (_, i) => `p${i}=1`).join('&')}`), 400, 'zu viele'],
  ['a JSON array', () => new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' }), 400, 'JSON-Objekt'],
  ['invalid JSON', () => new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"status":' }), 400, 'JSON-Objekt'],
  ['a nested JSON value', () => new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"status":{"a":1}}' }), 400, 'JSON-Objekt'],
  ['a JSON boolean', () => new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"status":true}' }), 400, 'JSON-Objekt'],
  ['an XML body', () => new Request(BASE, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: '<status/>' }), 415, 'Format'],
];

for (const [what, request, status, message] of malformed) {
  Deno.test(`${what} is refused with ${status}`, async () => {
    const { handler, calls } = setup();
    const body = await assertAnswer(await handler(request()), status);
    assert(String(body.error).includes(message), `error "${body.error}" contains "${message}"`);
    assert.equal(calls.length, 0);
  });
}

// --- the database's answer ---

for (const [duplicate, unknown_click] of [[false, false], [true, false], [false, true], [true, true]]) {
  Deno.test(`the RPC answer duplicate=${duplicate}, unknown_click=${unknown_click} is passed on`, async () => {
    const { handler } = setup(() => Promise.resolve(Response.json({ duplicate, unknown_click })));
    const body = await assertAnswer(await handler(await signedGet(validParams())), 200);
    assert.equal(JSON.stringify(body), JSON.stringify({ ok: true, duplicate, unknown_click }));
  });
}

const databaseFailures: [string, () => Promise<Response>][] = [
  ['the database unreachable', () => Promise.reject(new TypeError('connection refused to 10.0.0.1'))],
  ['a 500 from PostgREST', () => Promise.resolve(Response.json({ code: 'XX000', message: 'relation conversions does not exist' }, { status: 500 }))],
  ['a 401 (wrong service key)', () => Promise.resolve(Response.json({ message: 'Invalid API key' }, { status: 401 }))],
  ['a 200 that is not the expected shape', () => Promise.resolve(Response.json({ duplicate: 'no' }))],
  ['a 200 that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
];

for (const [what, answer] of databaseFailures) {
  Deno.test(`${what} gives 502 with a generic message`, async () => {
    const { handler } = setup(answer);
    const request = await signedGet(validParams());
    const body = await quietly(async () => await assertAnswer(await handler(request), 502));
    assert.equal(Object.keys(body).join(','), 'error');
    assert(String(body.error).includes('nicht gespeichert'), `error "${body.error}"`);
    assert(!/refused|relation|API key|10\.0/.test(String(body.error)), 'no internal detail');
  });
}
