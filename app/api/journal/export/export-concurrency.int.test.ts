// Exports under concurrency, against the real database: twenty at once run EXPORTS_RUNNING at a time with
// EXPORTS_WAITING in line, the rest refused at once with 429 `exportsBusy` and Retry-After in the one error shape;
// every file that was started is complete and well-formed; a client that leaves mid-file is logged and harms no
// other; and a file the database stops answering for ends with a line saying it is incomplete, and is logged.
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { EXPORTS_RUNNING, EXPORTS_WAITING, exportSlots } from '@/lib/catalogue/export-slots';
import { captureOutput, type CapturedOutput } from '@/test-support/capture-output';
import {
  createTestViewer,
  deleteTestJournals,
  deleteTestViewers,
  insertTestJournals,
  type TestViewer,
  uniqueTag,
} from '@/test-support/journal-test-data';
import { readCsvAsSpreadsheet } from '@/test-support/read-csv-as-spreadsheet';
import { GET as exportCsv } from './route';

const tag = uniqueTag();
// More than two cursor batches, so every file is read in several FETCHes.
const JOURNALS = 1_200;
// The card's 23 columns and DOAJ's 7.
const COLUMNS = 30;
let ids: bigint[] = [];
let viewers: TestViewer[] = [];
let output: CapturedOutput;
const logLevel = env.LOG_LEVEL;
// Twenty whole files on a shared machine; no assertion depends on time.
jest.setTimeout(120_000);

beforeAll(async () => {
  viewers = await Promise.all(Array.from({ length: 20 }, (_, index) => createTestViewer(`${tag}v${index}`, 'premium')));
  ids = await insertTestJournals(
    Array.from({ length: JOURNALS }, (_, index) => ({
      sourceId: BigInt(990_100_000 + index),
      rank: 990_100_000 + index,
      title: `Journal ${String(index).padStart(4, '0')} ${tag}`,
      issn: '00461520',
      issns: ['00461520'],
      sjr: 10_000 - index,
      areaList: [tag],
    })),
  );
  // The client's leaving is an info line; the suite's default level is warn.
  env.LOG_LEVEL = 'info';
});

beforeEach(() => {
  output = captureOutput();
});

afterEach(() => output.restore());

afterAll(async () => {
  env.LOG_LEVEL = logLevel;
  await deleteTestViewers(viewers);
  await deleteTestJournals(ids);
});

const request = (viewer: TestViewer) =>
  exportCsv(
    new Request(`http://localhost/api/journal/export?${new URLSearchParams({ field: tag, sort: 'sjr', lang: 'id' })}`, {
      headers: { 'x-auth-token': viewer.token },
    }),
  );

/** The file as a spreadsheet reads it, checked whole: sources, header, every journal once in order, full rows. */
async function expectCompleteFile(text: string): Promise<void> {
  const [[sources], header, ...rows] = await readCsvAsSpreadsheet(text, 'id', ';');
  expect(sources).toMatch(new RegExp(`Baris: semua ${JOURNALS} jurnal yang cocok\\.$`));
  expect(header).toHaveLength(COLUMNS);
  expect(rows).toHaveLength(JOURNALS);
  rows.forEach((row, index) => {
    expect(row).toHaveLength(COLUMNS);
    expect(row[0]).toBe(`Journal ${String(index).padStart(4, '0')} ${tag}`);
    expect(row[1]).toBe('0046-1520');
  });
  expect(text.endsWith('\r\n')).toBe(true);
}

/** Resolves once `count` of the answers have come, without waiting for the others. */
function whenAnswered(answers: Promise<Response>[], count: number): Promise<Response[]> {
  const arrived: Response[] = [];
  return new Promise((resolve, reject) => {
    for (const answer of answers) {
      answer.then((response) => {
        arrived.push(response);
        if (arrived.length === count) resolve([...arrived]);
      }, reject);
    }
  });
}

describe('GET /api/journal/export under concurrency', () => {
  it(`of 20 at once, runs ${EXPORTS_RUNNING}, queues ${EXPORTS_WAITING} and refuses the rest with 429 and Retry-After; every started file is whole`, async () => {
    const answers = viewers.map(request);
    const refusedCount = viewers.length - EXPORTS_RUNNING - EXPORTS_WAITING;
    // Nothing is read yet, so no export can finish: the running ones have answered, the refused ones too.
    const early = await whenAnswered(answers, EXPORTS_RUNNING + refusedCount);
    expect(early.filter((response) => response.status === 200)).toHaveLength(EXPORTS_RUNNING);
    const refused = early.filter((response) => response.status === 429);
    expect(refused).toHaveLength(refusedCount);
    expect(exportSlots().counts()).toEqual({ running: EXPORTS_RUNNING, waiting: EXPORTS_WAITING });
    for (const response of refused) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ code: 'rate_limited', message: 'exportsBusy' });
    }

    // Reading the running files frees their slots for the waiting ones, which then answer 200 in turn.
    const files = await Promise.all(
      answers.map(async (answer) => {
        const response = await answer;
        return response.status === 200 ? response.text() : null;
      }),
    );
    const texts = files.filter((text): text is string => text !== null);
    expect(texts).toHaveLength(EXPORTS_RUNNING + EXPORTS_WAITING);
    for (const text of texts) await expectCompleteFile(text);
    expect(exportSlots().counts()).toEqual({ running: 0, waiting: 0 });
    expect(output.text()).not.toMatch(/cut short|failed to pipe/);
  });

  it('logs a client that leaves mid-file, gives its slot back, and the other files finish whole', async () => {
    const [leaving, ...staying] = await Promise.all(viewers.slice(0, EXPORTS_RUNNING).map(request));
    const reader = leaving.body!.getReader();
    await reader.read();
    await reader.cancel(new DOMException('The client left', 'AbortError'));
    expect(exportSlots().counts().running).toBe(EXPORTS_RUNNING - 1);
    for (const response of staying) await expectCompleteFile(await response.text());
    expect(exportSlots().counts()).toEqual({ running: 0, waiting: 0 });
    const lines = output.text().split('\n').filter((line) => line.includes('catalogue export cancelled by the client'));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]);
    expect(logged).toMatchObject({ level: 'info', reason: 'AbortError' });
    expect(logged.rows).toBeLessThan(JOURNALS);
  });

  it('ends a file the database stops answering for with a line saying it is incomplete, and logs why', async () => {
    const response = await request(viewers[0]);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    // The export's own connection is ended by the server between two batches (as a restart or failover would).
    const [{ ended }] = await db.$queryRaw<{ ended: boolean }[]>`
      SELECT bool_and(pg_terminate_backend(pid, 5000)) AS ended FROM pg_stat_activity
      WHERE application_name = 'jurnal-finder cursor' AND datname = current_database()`;
    expect(ended).toBe(true);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    const rows = await readCsvAsSpreadsheet(text, 'id', ';');
    const last = rows.at(-1)![0];
    expect(last).toMatch(/^# FILE TIDAK LENGKAP: ekspor berhenti setelah \d+ baris \(basis data tidak menjawab\)/);
    const written = Number(/setelah (\d+) baris/.exec(String(last))![1]);
    expect(written).toBeLessThan(JOURNALS);
    expect(rows).toHaveLength(2 + written + 1);
    expect(exportSlots().counts()).toEqual({ running: 0, waiting: 0 });
    const logged = output.text().split('\n').find((line) => line.includes('catalogue export cut short'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 'warn', reason: 'database', rows: written });
  });
});
