// One instance of the live count in a process of its own, for tests that end it the way a crash does (SIGKILL: nothing
// cleaned up in Redis, no goodbye to its sockets). Its options come as JSON in argv[2]; it prints its port once it
// listens.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime, type RealtimeOptions } from '../lib/realtime/attach-realtime';

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as RealtimeOptions;
  const server = http.createServer((_request, response) => response.writeHead(404).end());
  await attachRealtime(server, options);
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
}

void main();
