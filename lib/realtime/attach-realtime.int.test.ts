// The live count on a real HTTP server in one process (no Redis), driven by real Socket.IO clients: sessions counted
// once, origins checked, sockets capped per address and per session, a burst of connections broadcast as one count.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime, type Realtime, type RealtimeOptions, refusals } from './attach-realtime';
import {
  type ClientOptions,
  type CountingClient,
  connectCountingClient,
  waitForConnectError,
} from '../../test-support/realtime-test-client';

let server: http.Server;
let realtime: Realtime;
let port: number;
const clients: CountingClient[] = [];

function connect(options: ClientOptions = {}): CountingClient {
  const client = connectCountingClient(port, options);
  clients.push(client);
  return client;
}

async function start(options: Partial<RealtimeOptions> = {}): Promise<void> {
  server = http.createServer((_request, response) => response.writeHead(404).end());
  realtime = await attachRealtime(server, { allowedOrigins: ['https://jurnalfinder.example'], ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

async function stop(): Promise<void> {
  for (const client of clients.splice(0)) client.close();
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Replaces the default instance with one started with these options. */
async function restart(options: Partial<RealtimeOptions>): Promise<void> {
  await stop();
  await start(options);
}

beforeEach(() => start());
afterEach(() => stop());

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

test('refuses sockets past the per-address cap at the handshake, so a flood cannot inflate the count', async () => {
  await restart({ maxSocketsPerAddress: 5 });
  // Sockets without a session id count one by one: the flood's way of inflating the count.
  const flood = Array.from({ length: 20 }, () => connect({}));
  const outcomes = await Promise.all(
    flood.map(
      (client) =>
        new Promise<string>((resolve) => {
          client.socket.once('connect', () => resolve('connected'));
          client.socket.once('connect_error', () => resolve('refused'));
        }),
    ),
  );
  expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(5);
  const admitted = flood.filter((client) => client.socket.connected);
  await Promise.all(admitted.map((client) => client.waitForCount(5)));

  // The refusal says why, in the engine's error shape (a polling handshake shows the body).
  const refused = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ code: 4, message: refusals.address });

  // A closed socket gives its slot back.
  admitted[0]?.close();
  await admitted[1]?.waitForCount(4);
  const late = connect({ sessionId: 'session-late-0001' });
  await Promise.all([late.waitForCount(5), admitted[1]?.waitForCount(5)]);
});

test('refuses a browser session more tabs than its cap, with a message saying so', async () => {
  await restart({ maxSocketsPerVisitor: 2 });
  const tabs = [connect({ sessionId: 'session-tabs-0001' }), connect({ sessionId: 'session-tabs-0001' })];
  await Promise.all(tabs.map((tab) => tab.waitForCount(1)));
  const third = connect({ sessionId: 'session-tabs-0001' });
  await expect(waitForConnectError(third.socket)).resolves.toBe(refusals.visitor);
  const otherSession = connect({ sessionId: 'session-tabs-0002' });
  await otherSession.waitForCount(2);

  tabs[0]?.close();
  const again = connect({ sessionId: 'session-tabs-0001' });
  await expect(new Promise((resolve) => again.socket.once('connect', () => resolve('connected')))).resolves.toBe(
    'connected',
  );
});

test('a burst of connections reaches the other pages as a few broadcasts ending on the right count', async () => {
  const intervalMs = 1_000;
  await restart({ countBroadcastIntervalMs: intervalMs });
  const observer = connect({ sessionId: 'session-observer-1' });
  await observer.waitForCount(1);
  const before = observer.received.length;
  const started = Date.now();
  const burst = Array.from({ length: 40 }, (_, number) => connect({ sessionId: `session-burst-${1000 + number}` }));
  await Promise.all([observer.waitForCount(41, 15_000), ...burst.map((client) => client.waitForCount(41, 15_000))]);
  const broadcasts = observer.received.slice(before);
  expect(broadcasts.at(-1)).toBe(41);
  // One broadcast per interval at most, whatever the machine's speed: the bound grows with the time the burst took.
  expect(broadcasts.length).toBeLessThanOrEqual(1 + Math.ceil((Date.now() - started) / intervalMs));
});
