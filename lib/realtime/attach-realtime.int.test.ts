// The live count on a real HTTP server in one process (no Redis), driven by real Socket.IO clients.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime, type Realtime } from './attach-realtime';
import {
  type ClientOptions,
  type CountingClient,
  connectCountingClient,
  waitForConnectError,
} from './realtime-test-client';

let server: http.Server;
let realtime: Realtime;
let port: number;
const clients: CountingClient[] = [];

function connect(options: ClientOptions = {}): CountingClient {
  const client = connectCountingClient(port, options);
  clients.push(client);
  return client;
}

beforeEach(async () => {
  server = http.createServer((_request, response) => response.writeHead(404).end());
  realtime = await attachRealtime(server, { allowedOrigins: ['https://jurnalfinder.example'] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('counts browser sessions, not tabs, and follows every change', async () => {
  const first = connect({ sessionId: 'session-aaaa-1111' });
  await first.waitForCount(1);

  const second = connect({ sessionId: 'session-bbbb-2222' });
  await Promise.all([first.waitForCount(2), second.waitForCount(2)]);

  // Another tab of the first session: its own first count (sent after it joined) is still 2.
  const thirdTab = connect({ sessionId: 'session-aaaa-1111' });
  await thirdTab.waitForCount(2);

  second.close();
  await Promise.all([first.waitForCount(1), thirdTab.waitForCount(1)]);

  // The session stays while one of its tabs is open.
  first.close();
  const observer = connect({ sessionId: 'session-cccc-3333' });
  await Promise.all([observer.waitForCount(2), thirdTab.waitForCount(2)]);
  thirdTab.close();
  await observer.waitForCount(1);
});

test('counts sockets without a valid session id one by one', async () => {
  const first = connect({ sessionId: 'bad' });
  await first.waitForCount(1);
  const second = connect({});
  await Promise.all([first.waitForCount(2), second.waitForCount(2)]);
});

test('refuses a foreign Origin and a missing one, accepts a listed one', async () => {
  const foreign = connect({ origin: 'http://evil.example' });
  await expect(waitForConnectError(foreign.socket)).resolves.toEqual(expect.any(String));
  const missing = connect({ origin: null });
  await expect(waitForConnectError(missing.socket)).resolves.toEqual(expect.any(String));

  const listed = connect({ origin: 'https://jurnalfinder.example', sessionId: 'session-dddd-4444' });
  await listed.waitForCount(1);
});

test('close() disconnects the pages and lets the server close', async () => {
  const client = connect({ sessionId: 'session-eeee-5555' });
  await client.waitForCount(1);
  const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
  await realtime.close();
  // A transport close (not a server-side "disconnect"), so a browser reconnects to another instance by itself.
  await expect(disconnected).resolves.toBe('transport close');
  // Refused over either transport while the HTTP server itself may still be finishing its requests.
  const late = connect({ sessionId: 'session-ffff-6666' });
  await expect(waitForConnectError(late.socket)).resolves.toEqual(expect.any(String));
  const latePolling = connect({ sessionId: 'session-ffff-7777', transports: ['polling'] });
  await expect(waitForConnectError(latePolling.socket)).resolves.toEqual(expect.any(String));
});

test('an unreachable Redis stops the start with a message naming it, and leaves no timer behind', async () => {
  const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  const timersBefore = timers();
  await expect(
    attachRealtime(http.createServer(), { allowedOrigins: [], redisUrl: 'redis://:secret@127.0.0.1:1' }),
  ).rejects.toThrow(/Redis is unreachable at redis:\/\/:\*\*\*@127\.0\.0\.1:1.*REDIS_URL/);
  expect(timers()).toBeLessThanOrEqual(timersBefore); // a retry timer would keep the failed process from exiting
});
