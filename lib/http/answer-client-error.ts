// Node's own refusals, before any handler runs (server.ts `clientError`): a request its parser cannot read (400),
// headers over the limit (431), a request too slow to arrive (408). The client gets the one error shape on a raw
// HTTP/1.1 answer when the socket can still take it; a socket already gone is just destroyed.
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { baselineSecurityHeaders } from './content-security-policy';

function refusalOf(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'headers_too_large', message: 'headersTooLarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request_timeout', message: 'requestTimeout' };
  return { status: 400, code: 'bad_request', message: 'badRequest' };
}

/** A complete HTTP/1.1 answer carrying the error shape, closing the connection. */
export function rawErrorAnswer(status: number, body: { message: string; code: string }, headers: Record<string, string> = {}): string {
  const json = JSON.stringify(body);
  const lines = Object.entries({
    ...baselineSecurityHeaders,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Length': String(Buffer.byteLength(json)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message, code } = refusalOf(error.code);
  socket.end(rawErrorAnswer(status, { message, code }));
}
