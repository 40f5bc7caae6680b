import { ApiError } from '../core/api-error';
import { readJsonBody } from './read-json-body';

/** A chunked body (no Content-Length) of `chunks` chunks of `size` bytes, counting how many bytes were pulled. */
function countingStream(chunks: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { bytes: 0, isCancelled: false };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      pulled.isCancelled = true;
    },
  });
  const request = new Request('http://localhost/api/x', { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);
  return { request, pulled };
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('readJsonBody', () => {
  it('answers 413 past the cap, discarding at most 16 MB more before it cancels the rest', async () => {
    // 64 MB offered in 64 kB chunks against a 64 kB cap: the cap is kept, 16 MB more are read and dropped, then cut.
    const { request, pulled } = countingStream(1024, 64 * 1024);
    const error = await errorOf(readJsonBody(request, 64 * 1024));
    expect([error.status, error.message]).toEqual([413, 'payloadTooLarge']);
    expect(pulled.isCancelled).toBe(true);
    // The stream may pull one chunk ahead of the reader (its high-water mark): never more.
    expect(pulled.bytes).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024 * 1024 + 3 * 64 * 1024);
  });

  it('reads a body a little over the cap to its end before the 413, so the client can read the answer', async () => {
    const { request, pulled } = countingStream(16, 64 * 1024);
    const error = await errorOf(readJsonBody(request, 64 * 1024));
    expect([error.status, error.message]).toEqual([413, 'payloadTooLarge']);
    expect([pulled.bytes, pulled.isCancelled]).toEqual([16 * 64 * 1024, false]);
  });

  it('reads a chunked body within the cap whole', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['{"na', 'me":"Ani', '"}']) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await readJsonBody(request, 1024)).toEqual({ name: 'Ani' });
  });

  it('refuses a declared length over the cap without reading', async () => {
    const { request, pulled } = countingStream(10, 1024, { 'content-length': '999999' });
    expect((await errorOf(readJsonBody(request, 1024))).status).toBe(413);
    // A ReadableStream fills its queue (one chunk) on creation; nothing is read beyond that.
    expect(pulled.bytes).toBe(1024);
  });

  it('refuses bytes that are not UTF-8 with 400 instead of replacing them', async () => {
    const body = new Uint8Array([...new TextEncoder().encode('{"q":"'), 0xff, 0xfe, 0xc3, 0x28, ...new TextEncoder().encode('"}')]);
    const error = await errorOf(readJsonBody(new Request('http://localhost/api/x', { method: 'POST', body }), 1024));
    expect([error.status, error.message, error.details]).toEqual([400, 'invalidJson', 'The request body is not valid UTF-8.']);
  });

  it('reads the body as JSON whatever the content type says, and refuses a form body as invalid JSON', async () => {
    const post = (body: string, type: string) =>
      new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': type } });
    expect(await readJsonBody(post('{"a":1}', 'text/plain'), 1024)).toEqual({ a: 1 });
    const error = await errorOf(readJsonBody(post('a=1&b=2', 'application/x-www-form-urlencoded'), 1024));
    expect([error.status, error.message]).toEqual([400, 'invalidJson']);
  });
});
