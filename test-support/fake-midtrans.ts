// Integration tests only: a local fake of Midtrans's Snap and status APIs on a random port. It checks what we send
// (Basic auth with the server key, a well-formed Snap body whose items sum to gross_amount) and answers as Midtrans
// does, including its HTTP 200 + status_code "404" for an unknown order. Its cancel API voids a transaction that is
// not final yet ("200", transaction_status cancel), answers "404" when there is none and "412" once it is settled or
// otherwise final, as Midtrans's Core API does. `mode` makes it fail like an outage.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeMidtrans {
  url: string;
  requests: RecordedRequest[];
  /** The status API's answer per order id (what Midtrans knows about the transaction). */
  transactions: Map<string, Record<string, string>>;
  /** up: answers; down: 503 to everything; hang: never answers (our timeout must fire). */
  mode: 'up' | 'down' | 'hang';
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** Statuses Midtrans's cancel API still voids: a card authorised but not settled, a payment still pending. */
const cancellable = new Set(['capture', 'authorize', 'pending']);

function snapBodyProblems(body: Json): string[] {
  const problems: string[] = [];
  const details = body.transaction_details as Json | undefined;
  if (typeof details?.order_id !== 'string') problems.push('transaction_details.order_id is required');
  if (!Number.isInteger(details?.gross_amount)) problems.push('transaction_details.gross_amount must be an integer');
  const items = Array.isArray(body.item_details) ? (body.item_details as Json[]) : [];
  const sum = items.reduce((total, item) => total + Number(item.price) * Number(item.quantity), 0);
  if (items.length > 0 && sum !== details?.gross_amount) problems.push('transaction_details.gross_amount is not equal to the sum of item_details');
  return problems;
}

export async function startFakeMidtrans(serverKey: string): Promise<FakeMidtrans> {
  const expectedAuthorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  let issued = 0;
  const fake: Omit<FakeMidtrans, 'close'> = { url: '', requests: [], transactions: new Map(), mode: 'up' };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = raw ? (JSON.parse(raw) as Json) : undefined;
      fake.requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (fake.mode === 'hang') return;
      if (fake.mode === 'down') return answer(503, { status_code: '503', status_message: 'Service unavailable' });
      if (req.headers.authorization !== expectedAuthorization) {
        return answer(401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' });
      }
      if (req.method === 'POST' && path === '/snap/v1/transactions') {
        const problems = snapBodyProblems(body ?? {});
        if (problems.length > 0) return answer(400, { error_messages: problems });
        issued += 1;
        return answer(201, { token: `snap-token-${issued}`, redirect_url: `${fake.url}/snap/v4/redirection/snap-token-${issued}` });
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === 'GET' && status) {
        const orderId = decodeURIComponent(status[1] ?? '');
        const transaction = fake.transactions.get(orderId);
        if (!transaction) return answer(200, { status_code: '404', status_message: "Transaction doesn't exist." });
        return answer(200, { order_id: orderId, status_message: 'Success, transaction is found', ...transaction });
      }
      const cancel = /^\/v2\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const orderId = decodeURIComponent(cancel[1] ?? '');
        const transaction = fake.transactions.get(orderId);
        if (!transaction) return answer(200, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (!cancellable.has(transaction.transaction_status ?? '')) {
          return answer(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
        }
        const cancelled = { ...transaction, transaction_status: 'cancel', status_code: '200' };
        fake.transactions.set(orderId, cancelled);
        return answer(200, { order_id: orderId, status_message: 'Success, transaction is canceled', ...cancelled });
      }
      answer(404, { status_code: '404', status_message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
