// Node's own refusals, before any handler runs (server.ts `clientError`): a request its parser cannot read (400),
// headers over the limit (431), a request too slow to arrive (408). The client gets the one error shape on a raw
// HTTP/1.1 answer when the socket can still take it; a socket already gone is just destroyed.
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { type ErrorBody, errorBody, errorStatus } from '../core/api-error';
import { baselineSecurityHeaders } from './content-security-policy';

function refusalOf(code: string | undefined): ErrorBody {
  if (code === 'HPE_HEADER_OVERFLOW') return errorBody('headers_too_large', 'headersTooLarge');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errorBody('request_timeout', 'requestTimeout');
  return errorBody('bad_request', 'badRequest');
}

/** A complete HTTP/1.1 answer carrying the error body (its status from the code), closing the connection. */
export function rawErrorAnswer(body: ErrorBody, headers: Record<string, string> = {}): string {
  const status = errorStatus[body.code];
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
  socket.end(rawErrorAnswer(refusalOf(error.code)));
}
