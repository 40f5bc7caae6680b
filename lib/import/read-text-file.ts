// Streams a text file, gunzipped when its name ends in .gz, as decoded chunks, reporting compressed bytes read so
// a progress bar can follow a file whose row count is unknown until the end. Never holds the whole file in memory.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { ImportFileError } from './import-file-error';

export type TextEncoding = 'utf-8' | 'windows-1252';

export async function* readTextFile(
  file: string,
  options: { encoding: TextEncoding; onBytes?: (read: number, total: number) => void },
): AsyncGenerator<string> {
  const { size } = await stat(file);
  const input = createReadStream(file, { highWaterMark: 256 * 1024 });
  const isGzip = file.endsWith('.gz');
  let read = 0;
  const count = (length: number) => {
    read += length;
    options.onBytes?.(read, size);
  };
  // Compressed bytes are counted as they enter gunzip; a plain file's as they are decoded.
  if (isGzip) input.on('data', (chunk) => count(chunk.length));
  const bytes = isGzip ? input.pipe(createGunzip()) : input;
  if (isGzip) input.on('error', (error) => bytes.destroy(error));
  // `fatal` so that a file in another encoding fails loudly instead of importing mojibake.
  const decoder = new TextDecoder(options.encoding, { fatal: options.encoding === 'utf-8' });
  try {
    for await (const chunk of bytes as AsyncIterable<Buffer>) {
      if (!isGzip) count(chunk.length);
      yield decoder.decode(chunk, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    // A damaged gzip or a file in the wrong encoding: the operator needs the file's name, not zlib's words alone.
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_') || code === 'ERR_ENCODING_INVALID_ENCODED_DATA') {
      throw new ImportFileError(`${path.basename(file)} cannot be read (${(error as Error).message})`);
    }
    throw error;
  } finally {
    // The reader may stop early (a bad row): release the file at once.
    input.destroy();
  }
}
