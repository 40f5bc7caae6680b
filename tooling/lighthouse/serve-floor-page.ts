// The floor of the Lighthouse bench: a page with one heading and one paragraph, no script, no stylesheet, served on
// loopback by the bench itself (the product has no such page, and Lighthouse refuses what is not HTML). What it scores
// is what this machine and Lighthouse's throttling give a page that costs nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, ' +
  'initial-scale=1"><title>Floor</title></head><body><h1>Floor</h1><p>A page with nothing to load.</p></body></html>';

export async function serveFloorPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
