// Reads a JSON request body with a size cap: malformed JSON is a 400 and an oversized body a 413, never a 500.
import { ApiError } from './api-error';

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError('payload_too_large', 'payloadTooLarge');
  let text: string;
  try {
    text = await request.text();
  } catch {
    // The client went away mid-body (a closed connection): its error, nothing for the operator's error log.
    throw new ApiError('bad_request', 'requestAborted');
  }
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError('payload_too_large', 'payloadTooLarge');
  if (text.trim() === '') throw new ApiError('bad_request', 'invalidJson', { details: 'The request body is empty.' });
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'invalidJson', { details: 'The request body is not valid JSON.' });
  }
}
