// Raw HTTP for the hostile tests: node:http sends exactly the bytes, methods and framing given (Playwright's request
// context and fetch refuse or rewrite invalid UTF-8, TRACE and hand-made chunked bodies).
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** Path and query, sent as they are (percent-escapes included). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body with Transfer-Encoding: chunked (in 64 kB chunks) instead of a Content-Length. */
  isChunked?: boolean;
}

export function sendRaw(baseURL: string, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseURL);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (body && !request.isChunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent: false },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    // The server may answer (413) and close before the whole body is sent: the write then fails (EPIPE) and Node drops
    // the answer it had received. The bytes are kept here too, so that answer still counts; only no answer fails.
    const received: Buffer[] = [];
    outgoing.on('socket', (socket) => socket.on('data', (chunk: Buffer) => received.push(chunk)));
    outgoing.on('error', (error) => {
      if (answered) return;
      const early = parseAnswer(Buffer.concat(received));
      if (early) resolve(early);
      else reject(error);
    });
    if (!body) {
      outgoing.end();
      return;
    }
    if (!request.isChunked) {
      outgoing.end(body);
      return;
    }
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (outgoing.destroyed) return;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', writeMore);
          return;
        }
      }
      outgoing.end();
    };
    writeMore();
  });
}

/** A complete HTTP/1.1 answer from raw bytes (fixed length or chunked), or null when it is not all there. */
function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  if (!status) return null;
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = bytes.subarray(end + 4);
  if (headers['transfer-encoding'] !== 'chunked') {
    return rest.length >= Number(headers['content-length'] ?? 0) ? { status, headers, body: rest } : null;
  }
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return null;
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (size === 0) return { status, headers, body: Buffer.concat(parts) };
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 4 + size);
  }
}

/** The one error shape of the API: `{ message: string, code: string, details? }` as JSON. */
export function hasErrorShape(answer: RawAnswer): boolean {
  if (!String(answer.headers['content-type'] ?? '').includes('application/json')) return false;
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { message?: unknown; code?: unknown };
    return typeof body.message === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}
