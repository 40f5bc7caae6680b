// A stand-in for Midtrans's hosts in browser tests: the Snap API (POST /snap/v1/transactions answers a token) and
// snap.js, whose `pay` records what it was given and closes at once, as a customer closing the popup would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSnap {
  origin: string;
  /** Authorization headers of the Snap API calls received. */
  transactionAuthorizations: string[];
  close: () => Promise<void>;
}

const snapScript = `(function () {
  var clientKey = document.currentScript && document.currentScript.getAttribute('data-client-key');
  window.snap = {
    pay: function (token, callbacks) {
      window.fakeSnapCalls = (window.fakeSnapCalls || []).concat([{ token: token, clientKey: clientKey }]);
      setTimeout(function () { callbacks.onClose(); }, 0);
    }
  };
})();`;

export async function startFakeSnap(): Promise<FakeSnap> {
  const transactionAuthorizations: string[] = [];
  let issued = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/snap/snap.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end(snapScript);
      } else if (req.method === 'POST' && req.url === '/snap/v1/transactions') {
        transactionAuthorizations.push(req.headers.authorization ?? '');
        issued += 1;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ token: `fake-snap-token-${issued}`, redirect_url: `http://127.0.0.1/redirect/${issued}` }));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status_code: '404' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    transactionAuthorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
