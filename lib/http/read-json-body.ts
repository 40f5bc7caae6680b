// Reads a JSON request body with a size cap: malformed JSON or bytes that are not UTF-8 are a 400 and an oversized
// body a 413, never a 500. The body is streamed and reading stops at the cap (a chunked body has no length to refuse
// up front), so a huge upload costs at most the cap in memory. Any content type is read as JSON, as clients always did.
import { ApiError } from '../core/api-error';

const payloadTooLarge = () => new ApiError('payload_too_large', 'payloadTooLarge');

// Past the cap, the rest of an upload is read and thrown away (up to this much) before the 413 goes out: a server that
// stops reading and closes makes the client's kernel reset the connection, and a reset discards the answer the client
// had not read yet, so the client would see a broken connection instead of the 413. Past this, the connection is cut.
const discardBytes = 16 * 1024 * 1024;

/** The body's bytes, at most `maxBytes`: past that 413 is thrown (once the rest is discarded, see above). */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (a closed connection): its error, nothing for the operator's error log.
      throw new ApiError('bad_request', 'requestAborted');
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await discardRest(reader, discardBytes - total);
      throw payloadTooLarge();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads and drops the rest of the body, at most `budget` bytes; past that (or on an error) the stream is cancelled. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let left = budget;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      left -= chunk.value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return; // the client went away: nothing left to read
  }
  await reader.cancel().catch(() => undefined);
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw payloadTooLarge();
  const bytes = await readBodyBytes(request, maxBytes);
  let text: string;
  try {
    // Fatal: a byte sequence that is not UTF-8 is refused, not silently turned into U+FFFD and stored.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('bad_request', 'invalidJson', { details: 'The request body is not valid UTF-8.' });
  }
  if (text.trim() === '') throw new ApiError('bad_request', 'invalidJson', { details: 'The request body is empty.' });
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'invalidJson', { details: 'The request body is not valid JSON.' });
  }
}
