// Every route under app/api (found by walking the folder, so a new route is swept without anyone listing it)
// gets hostile input (NUL, lone surrogates, invalid UTF-8, out-of-range dates, 10 MB bodies plain and chunked, deep
// JSON, wrong content types, wrong methods, TRACE), signed out, as a user and as an admin. Any 5xx fails, and so does
// any answer of 400 or more without the one error shape `{ message, code }`.
import { expect, test } from '@playwright/test';
import { registerAndLogIn } from '../accounts/account-helpers';
import { logInAdmin } from '../admin/admin-helpers';
import { type ApiRoute, findApiRoutes } from './api-routes';
import { hasErrorShape, type RawAnswer, type RawRequest, sendRaw } from './raw-request';

type Fields = Record<string, unknown>;
type SweepRequest = RawRequest & { mayCloseEarly?: boolean };
interface Example {
  query?: Record<string, string>;
  body?: Fields;
}

// A valid request per route, so that one hostile field at a time gets past the others' checks and reaches the
// database. A route without an example is sent every field below at once.
const examples: Record<string, Example> = {
  'GET /api/journal': { query: { page: '1', limit: '4', field: 'Medicine', quartile: 'Q1', category: 'Oncology' } },
  'GET /api/journal/search': { query: { q: 'cancer', page: '1', limit: '4', field: 'Medicine', category: 'Oncology' } },
  'GET /api/journal/dis': { query: { q: 'journal', reason: 'quality', publisher: 'Elsevier', year: '2024', page: '1', limit: '20' } },
  'GET /api/journal/new': { query: { q: 'journal', publisher: 'Elsevier', page: '1', limit: '20' } },
  'GET /api/bealls/journals': { query: { q: 'journal' } },
  'GET /api/bealls/publishers': { query: { q: 'press' } },
  'GET /api/sinta/list': { query: { subject: 'Engineering', accreditation: 'Sinta 3', page: '1', limit: '12' } },
  'GET /api/sinta/search': { query: { q: 'teknik', subject: 'Engineering', accreditation: 'Sinta 3', page: '1', limit: '6' } },
  'GET /api/sinta/detail': { query: { website: 'https://journal.example.ac.id' } },
  'GET /api/admin/users': { query: { page: '1', limit: '10', search: 'e2e' } },
  'GET /api/gsc/countries': { query: { startDate: '2026-01-01', endDate: '2026-01-28' } },
  'POST /api/auth/login': { body: { username: 'nobody_here', password: 'kata-sandi-salah' } },
  'POST /api/admin/login': { body: { username: 'nobody_here', password: 'kata-sandi-salah' } },
  'POST /api/auth/register': {
    body: { nama: 'Peneliti', email: 'sweep@example.test', noHp: '0812', username: 'sweep_user', password: 'kata-sandi-panjang', country: 'Indonesia', job: 'lecturer' },
  },
  'POST /api/analytics/track-visit': { body: { page: '/id?q=energy', sessionId: 'sweep-session-0001', searchKeyword: 'energy' } },
  'POST /api/favorite/add': { body: { sourceId: '28773', sourceType: 'scopus' } },
  'POST /api/favorite/remove': { body: { sourceId: '28773' } },
  'POST /api/invoices/create': { body: { planId: '1-month' } },
  'POST /api/payments/process': { body: { orderId: 'JF-20260101-AAAAAAAAAAAAAAAA', lang: 'id' } },
  'POST /api/payments/sandbox/[token]': { body: { result: 'success' } },
  'POST /api/ai/recommend': {
    body: { abstract: 'A study of renewable energy adoption in rural Indonesian villages and its economic effects.', limit: 5, filters: { country: 'Indonesia', field: 'Energy' } },
  },
  'POST /api/payments/notification': {
    body: {
      order_id: 'JF-20260101-AAAAAAAAAAAAAAAA', status_code: '200', gross_amount: '50000.00', signature_key: 'abc',
      transaction_status: 'settlement', fraud_status: 'accept', currency: 'IDR', transaction_id: 'tx-1',
    },
  },
  'PUT /api/admin/users/[id]': {
    body: { nama: 'Peneliti', email: 'sweep-edit@example.test', noHp: null, username: 'sweep_edit', country: 'Indonesia', job: 'other', isPremium: true, premiumExpiresAt: '2030-01-01' },
  },
};

const hostileText = ['bad\u0000text', '\ud800', 'x\udfffy'];
const hostileDates = ['275760-09-13', '0000-01-01', '-000001-01-01', '2024-02-30', '9999-12-31T23:59:59Z', '1e21'];
const hostileQueryValues = ['%00', 'a%00b', '%FF', '%ED%A0%80', 'x'.repeat(3000)];
const genericQuery = Object.assign({}, ...Object.values(examples).map((example) => example.query ?? {})) as Record<string, string>;
const genericBody = Object.assign({}, ...Object.values(examples).map((example) => example.body ?? {})) as Fields;
const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 'a');
const deepJson = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Identity {
  label: string;
  token?: string;
}

// Filled once per worker: a user, the admin, and a user whose id stands for a valid-looking admin-route id.
const state: { identities: Identity[]; victimId: string } = { identities: [], victimId: '' };

function segmentValues(segment: string): string[] {
  const name = segment.replace(/^\[(\.\.\.)?|\]$/g, '');
  const valid: Record<string, string> = {
    sourceid: '28773',
    orderId: 'JF-20260101-AAAAAAAAAAAAAAAA',
    id: state.victimId,
    token: 'sandbox-token-that-does-not-exist',
    path: 'no/such/route',
  };
  return [valid[name] ?? 'abc123', '%00', 'a%00b', '%FF', '%ED%A0%80', '9'.repeat(40), 'x'.repeat(3000)];
}

function concretePaths(template: string): string[] {
  let paths = [''];
  for (const segment of template.split('/').slice(1)) {
    const values = segment.startsWith('[') ? segmentValues(segment) : [segment];
    paths = paths.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
  }
  return paths;
}

function toQuery(fields: Record<string, string>, raw: Record<string, string> = {}): string {
  const parts = Object.entries(fields).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  parts.push(...Object.entries(raw).map(([key, value]) => `${key}=${value}`));
  return parts.length ? `?${parts.join('&')}` : '';
}

function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value as Fields).flatMap(([key, inner]) => stringPaths(inner, [...prefix, key]));
  }
  return [prefix];
}

function withValue(body: Fields, at: string[], value: unknown): Fields {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of at.slice(0, -1)) target = target[key] as Fields;
  target[at[at.length - 1] as string] = value;
  return copy;
}

/** Every hostile request for one concrete path of a route; a hostile path gets the plain requests only. */
function hostileRequests(route: ApiRoute, path: string, isValidPath: boolean): SweepRequest[] {
  const requests: SweepRequest[] = [];
  const json = { 'content-type': 'application/json' };
  for (const method of route.methods) {
    const example = examples[`${method} ${route.template}`];
    const query = example?.query ?? (example ? {} : genericQuery);
    requests.push({ method, path: `${path}${toQuery(query)}` });
    if (!isValidPath) continue;
    if (example) {
      for (const key of Object.keys(query)) {
        const others = Object.fromEntries(Object.entries(query).filter(([name]) => name !== key));
        for (const value of hostileQueryValues) requests.push({ method, path: `${path}${toQuery(others, { [key]: value })}` });
      }
    } else {
      // No example: every known field hostile at once.
      for (const value of hostileQueryValues) {
        requests.push({ method, path: `${path}${toQuery({}, Object.fromEntries(Object.keys(query).map((key) => [key, value])))}` });
      }
    }
    if (!['POST', 'PUT', 'PATCH'].includes(method)) continue;
    const body = example?.body ?? (example ? {} : genericBody);
    requests.push({ method, path, headers: json, body: JSON.stringify(body) });
    for (const at of stringPaths(body).filter((at) => at.length > 0)) {
      for (const text of hostileText) requests.push({ method, path, headers: json, body: JSON.stringify(withValue(body, at, text)) });
      if (/date|At$/i.test(at[at.length - 1] ?? '')) {
        for (const date of hostileDates) requests.push({ method, path, headers: json, body: JSON.stringify(withValue(body, at, date)) });
      }
    }
    const invalidUtf8 = Buffer.concat([Buffer.from('{"q":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]);
    requests.push(
      { method, path, headers: json, body: invalidUtf8 },
      { method, path, headers: json, body: tenMegabytes, mayCloseEarly: true },
      { method, path, headers: json, body: tenMegabytes, isChunked: true, mayCloseEarly: true },
      { method, path, headers: json, body: deepJson },
      { method, path, headers: json, body: deepObject },
      { method, path, headers: json, body: '' },
      { method, path, headers: json, body: '\u0000' },
      { method, path, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) },
      { method, path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b&c=%00' },
      { method, path, headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\n\r\n--x--' },
      { method, path, body: JSON.stringify(body) },
    );
  }
  for (const method of methods.filter((method) => !route.methods.includes(method))) requests.push({ method, path });
  requests.push({ method: 'TRACE', path }, { method: 'PROPFIND', path });
  // An admin DELETE of the valid-looking id removes that user: it goes last, after every other request used it.
  return requests.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

test.describe('hostile sweep of every API route', () => {
  const routes = findApiRoutes();

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const user = await registerAndLogIn(request);
    const admin = await logInAdmin(request);
    const victim = await registerAndLogIn(request);
    const list = await request.get(`/api/admin/users?search=${victim.user.username}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(list.status()).toBe(200);
    state.victimId = ((await list.json()) as { users: { id: string }[] }).users[0]!.id;
    state.identities = [{ label: 'signed out' }, { label: 'user', token: user.token }, { label: 'admin', token: admin.token }];
    await request.dispose();
  });

  test('finds the API routes in app/api', () => {
    // The walk itself must work, or the sweep below would pass by sweeping nothing.
    expect(routes.map((route) => route.template)).toEqual(expect.arrayContaining(['/api/journal/[sourceid]', '/api/admin/users/[id]']));
    expect(routes.find((route) => route.template === '/api/admin/users/[id]')?.methods).toEqual(['PUT', 'DELETE']);
  });

  for (const route of routes) {
    test(`${route.template} (${route.methods.join(', ')})`, async ({}, testInfo) => {
      test.setTimeout(300_000);
      const baseURL = testInfo.project.use.baseURL as string;
      const failures: string[] = [];
      let sent = 0;
      let serverErrors = 0;
      let closedEarly = 0;
      for (const identity of state.identities) {
        for (const [index, path] of concretePaths(route.template).entries()) {
          // The first concrete path is the valid-looking one (segmentValues puts it first).
          for (const request of hostileRequests(route, path, index === 0)) {
            const headers = { ...request.headers, ...(identity.token && { authorization: `Bearer ${identity.token}` }) };
            let answer: RawAnswer;
            try {
              answer = await sendRaw(baseURL, { ...request, headers });
            } catch (error) {
              // A server that stops a 10 MB upload may close the connection while it is still being sent: the client's
              // write fails (EPIPE/ECONNRESET) and the kernel can drop the 413 it had sent. A refusal, not a failure.
              if (request.mayCloseEarly && /EPIPE|ECONNRESET/.test(String(error))) {
                closedEarly += 1;
                continue;
              }
              failures.push(`${identity.label} ${request.method} ${request.path.slice(0, 120)}: no answer (${String(error)})`);
              continue;
            }
            sent += 1;
            if (answer.status >= 500) serverErrors += 1;
            if (answer.status >= 500 || (answer.status >= 400 && !hasErrorShape(answer))) {
              const body = request.body === undefined ? '' : ` body ${String(request.body).slice(0, 80)}`;
              failures.push(`${identity.label} ${request.method} ${request.path.slice(0, 120)}${body} → ${answer.status} ${answer.body.toString('utf8').slice(0, 80)}`);
            }
          }
        }
      }
      console.log(`sweep ${route.template}: ${sent} requests, ${serverErrors} answered 5xx, ${failures.length} failures, ${closedEarly} uploads cut short`);
      expect(failures.slice(0, 40), `${failures.length} of ${sent} answers were 5xx or without the error shape`).toEqual([]);
    });
  }
});
