// What the server refuses before any handler, and the refusals a handler makes of malformed bodies, all in
// the one error shape with their exact status: a wrong method (405 + Allow), TRACE, CONNECT, a request Node's parser
// refuses, headers too large, a chunked body over the cap, invalid UTF-8, an out-of-range date.
import { expect, test } from '@playwright/test';
import { registerAndLogIn } from '../accounts/account-helpers';
import { logInAdmin } from '../admin/admin-helpers';
import { sendRaw } from './raw-request';
import net from 'node:net';

const methodNotAllowed = { message: 'methodNotAllowed', code: 'method_not_allowed' };
const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

/** Bytes straight onto a socket, for requests node:http will not send; resolves with everything the server wrote. */
function rawExchange(baseURL: string, bytes: string): Promise<string> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

test('a wrong method of an existing route is 405 in the error shape, with Allow', async ({ baseURL }) => {
  const login = await sendRaw(baseURL!, { method: 'GET', path: '/api/auth/login' });
  expect([login.status, login.headers.allow, json(login.body)]).toEqual([405, 'OPTIONS, POST', methodNotAllowed]);
  const journal = await sendRaw(baseURL!, { method: 'DELETE', path: '/api/journal/28773' });
  expect([journal.status, journal.headers.allow, json(journal.body)]).toEqual([405, 'GET, HEAD, OPTIONS', methodNotAllowed]);
  // What a route does answer still reaches it.
  expect((await sendRaw(baseURL!, { method: 'OPTIONS', path: '/api/auth/login' })).status).toBe(204);
});

test('TRACE is 405 in the error shape on the API and on pages', async ({ baseURL }) => {
  const api = await sendRaw(baseURL!, { method: 'TRACE', path: '/api/health' });
  expect([api.status, api.headers.allow, json(api.body)]).toEqual([405, 'GET, HEAD, OPTIONS', methodNotAllowed]);
  const page = await sendRaw(baseURL!, { method: 'TRACE', path: '/id' });
  expect([page.status, page.headers.allow, json(page.body)]).toEqual([405, 'GET, HEAD', methodNotAllowed]);
});

test("CONNECT, a method Node's parser does not know, and oversized headers get the error shape", async ({ baseURL }) => {
  const connect = await rawExchange(baseURL!, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
  expect(connect).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  expect(connect.split('\r\n\r\n')[1]).toBe(JSON.stringify(methodNotAllowed));
  const track = await rawExchange(baseURL!, 'TRACK / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(track).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(track.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'badRequest', code: 'bad_request' }));
  const huge = await rawExchange(baseURL!, `GET /id HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expect(huge.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'headersTooLarge', code: 'headers_too_large' }));
});

test('a chunked body over the cap is 413 and invalid UTF-8 is 400', async ({ baseURL }) => {
  const headers = { 'content-type': 'application/json' };
  const big = await sendRaw(baseURL!, { method: 'POST', path: '/api/auth/login', headers, body: Buffer.alloc(10 * 1024 * 1024, 'a'), isChunked: true });
  expect([big.status, json(big.body)]).toEqual([413, { message: 'payloadTooLarge', code: 'payload_too_large' }]);
  const bytes = Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","password":"x"}')]);
  const invalid = await sendRaw(baseURL!, { method: 'POST', path: '/api/auth/login', headers, body: bytes });
  expect([invalid.status, json(invalid.body)]).toEqual([
    400,
    { message: 'invalidJson', code: 'bad_request', details: 'The request body is not valid UTF-8.' },
  ]);
});

test('NUL and lone surrogates in a body or a route parameter are 400/404, an out-of-range date 400', async ({ request }) => {
  const nul = await request.post('/api/auth/login', { data: { username: 'a\u0000b', password: 'x' } });
  expect([nul.status(), await nul.json()]).toEqual([
    400,
    { message: 'invalidInput', code: 'bad_request', details: [{ path: 'username', message: 'textInvalid' }] },
  ]);
  const admin = await logInAdmin(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  const victim = await registerAndLogIn(request);
  const list = await request.get(`/api/admin/users?search=${victim.user.username}`, { headers: auth });
  const { id } = ((await list.json()) as { users: { id: string }[] }).users[0]!;
  const edit = await request.put(`/api/admin/users/${id}`, {
    headers: auth,
    data: { ...victim.user, noHp: null, isPremium: true, premiumExpiresAt: '275760-09-13' },
  });
  expect([edit.status(), await edit.json()]).toEqual([
    400,
    { message: 'invalidInput', code: 'bad_request', details: [{ path: 'premiumExpiresAt', message: 'premiumExpiresAtInvalid' }] },
  ]);
  const nulId = await request.delete('/api/admin/users/%00', { headers: auth });
  expect([nulId.status(), await nulId.json()]).toEqual([404, { message: 'userNotFound', code: 'not_found' }]);
});
