import { env } from '@/lib/core/env';
import { captureOutput, type CapturedOutput } from '@/test-support/capture-output';
import type { ExportChunk } from './export-journals';
import { replaceSingleton } from '@/lib/core/process-singleton';
import { exportStream } from './export-stream';
import { stopRunningExports } from './running-exports';

const head: ExportChunk = { text: 'head\r\n', rows: 0 };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

let output: CapturedOutput;
const logLevel = env.LOG_LEVEL;
beforeEach(() => {
  // A client's leaving is an info line.
  env.LOG_LEVEL = 'info';
  output = captureOutput();
});
afterEach(() => {
  output.restore();
  env.LOG_LEVEL = logLevel;
  jest.useRealTimers();
});

describe('exportStream', () => {
  it('passes every chunk through and gives the slot back once at the end', async () => {
    async function* rows(): AsyncGenerator<ExportChunk> {
      yield { text: 'a\r\n', rows: 1 };
      yield { text: 'b\r\n', rows: 1 };
    }
    const onEnd = jest.fn();
    expect(await readAll(exportStream(rows(), head, { lang: 'en', onEnd }))).toBe('head\r\na\r\nb\r\n');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends a file whose rows fail with a last line saying it is incomplete, and logs the error', async () => {
    async function* failing(): AsyncGenerator<ExportChunk> {
      yield { text: 'a\r\n', rows: 1 };
      throw new Error('a bug');
    }
    const onEnd = jest.fn();
    const text = await readAll(exportStream(failing(), head, { lang: 'id', onEnd, requestId: 'r1' }));
    // One cell, quoted as the semicolon dialect wants.
    expect(text).toBe(
      'head\r\na\r\n"# FILE TIDAK LENGKAP: ekspor berhenti setelah 1 baris (kesalahan server); ekspor ulang untuk daftar lengkap"\r\n',
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
    const line = JSON.parse(output.text().trim());
    expect(line).toMatchObject({ level: 'error', msg: 'catalogue export cut short; its last line says it is incomplete', reason: 'error', rows: 1, requestId: 'r1', error: 'a bug' });
  });

  it('ends a file that outlasts its time limit (a client that does not read, rows that do not come), and frees its slot', async () => {
    jest.useFakeTimers();
    async function* stuck(): AsyncGenerator<ExportChunk> {
      await new Promise(() => undefined);
    }
    const onEnd = jest.fn();
    const stream = exportStream(stuck(), head, { lang: 'en', onEnd, timeLimitMs: 60_000 });
    jest.advanceTimersByTime(59_999);
    expect(onEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    expect(await readAll(stream)).toBe(
      'head\r\n# INCOMPLETE FILE: the export stopped after 0 rows (the export took too long); export again for the whole list\r\n',
    );
    expect(JSON.parse(output.text().trim())).toMatchObject({ level: 'warn', reason: 'timeLimit' });
  });
});

describe('exportStream and the request signal', () => {
  it('treats an aborted request as a client that left: logged, slot back, stream ended, no more rows', async () => {
    let reads = 0;
    async function* rows(): AsyncGenerator<ExportChunk> {
      for (;;) {
        reads += 1;
        yield { text: 'row\r\n', rows: 1 };
      }
    }
    const controller = new AbortController();
    const onEnd = jest.fn();
    const stream = exportStream(rows(), head, { lang: 'en', onEnd, signal: controller.signal });
    controller.abort(new DOMException('The client left', 'AbortError'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    const text = await readAll(stream);
    expect(text.startsWith('head\r\n')).toBe(true);
    expect(reads).toBeLessThanOrEqual(1);
    expect(JSON.parse(output.text().trim())).toMatchObject({ level: 'info', msg: 'catalogue export cancelled by the client', reason: 'AbortError' });
  });
});

describe('exportStream when the server stops', () => {
  it('ends a running file with the stopping line and starts any later one already ended', async () => {
    const restore = replaceSingleton('catalogue-running-exports', undefined);
    try {
      async function* endless(): AsyncGenerator<ExportChunk> {
        for (;;) yield { text: 'row\r\n', rows: 1 };
      }
      const onEnd = jest.fn();
      const running = exportStream(endless(), head, { lang: 'en', onEnd });
      expect(stopRunningExports()).toBe(1);
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(await readAll(running)).toBe(
        'head\r\n# INCOMPLETE FILE: the export stopped after 0 rows (the server is stopping); export again for the whole list\r\n',
      );
      const later = exportStream(endless(), head, { lang: 'id', onEnd: jest.fn() });
      expect(await readAll(later)).toMatch(/^head\r\n"# FILE TIDAK LENGKAP: .*\(server sedang berhenti\)/);
    } finally {
      restore();
    }
  });
});
