// The server answers while the recommendation index builds (it must not say "ready" and then fail to answer): once the
// catalogue is read, the build runs in a worker thread, so an HTTP request made then is answered before the index is
// ready. On the old in-thread build, the same request waited for the whole build.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { log } from '../core/log';
import { getRecommendIndex } from './recommend-index-holder';

let server: Server;

beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a request made while the index builds is answered before the index is ready', async () => {
  const catalogueRead = new Promise<void>((resolve) => {
    const debug = log.debug;
    jest.spyOn(log, 'debug').mockImplementation((message, fields) => {
      if (message.startsWith('recommendation index: catalogue read')) resolve();
      debug(message, fields);
    });
  });
  const events: string[] = [];
  const ready = getRecommendIndex().then(() => events.push('index ready'));
  await catalogueRead;
  const { port } = server.address() as AddressInfo;
  const answered = fetch(`http://127.0.0.1:${port}/api/health`).then(async (response) => {
    events.push(`answered ${response.status} ${await response.text()}`);
  });
  await Promise.all([ready, answered]);
  expect(events).toEqual(['answered 200 ok', 'index ready']);
}, 60_000);
