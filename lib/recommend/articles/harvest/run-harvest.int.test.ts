// The harvest end to end against a local fake of OpenAlex (test-support/fake-openalex.ts) on a scratch database
// with four journals of its own: what is asked (one batched sources request, cursor-paged works, the polite
// parameters), what is stored (works with rebuilt abstracts, topics, each journal's state), and how the run behaves
// when runs repeat, are interrupted, or OpenAlex answers 429, a 5xx, a cut-off page, or refuses us. Waits are
// recorded by an injected sleep, never slept. SINTA journals sharing no ISSN with the catalogue are harvested after
// it, into rows of their own, and the recommendation index built from the database ranks them by what they publish.
import { Client } from 'pg';
import { createFakeWorks, type FakeOpenAlex, startFakeOpenAlex } from '../../../../test-support/fake-openalex';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../../test-support/scratch-database';
import { scopusEntry, sintaEntry, syntheticCatalogue } from '../../../../test-support/test-catalogue';
import { buildRecommendIndexInWorker } from '../../build-index-in-worker';
import { LexicalRecommender } from '../../engine/lexical-recommender';
import type { FakeWork } from '../../../../test-support/fake-openalex';
import { harvestLockKey } from './harvest-store';
import { createOpenAlexClient } from './openalex-client';
import { type HarvestOptions, runHarvest } from './run-harvest';
import { createTokenBucket } from './token-bucket';

jest.setTimeout(60_000);

const today = Date.parse('2026-06-15T08:00:00Z');
const day = 86_400_000;

let scratch: ScratchDatabase;
let fake: FakeOpenAlex;

const journals: [id: number, title: string, issns: string[]][] = [
  [1, 'Rice Science', ['16726308', '18768289']],
  [2, 'Blood', ['0006497X']],
  [3, 'Journal of Nowhere', ['99999999']],
  [4, 'Jurnal Tanpa ISSN', []],
];

const riceTopics = [
  { id: 'https://openalex.org/T10064', display_name: 'Rice Cultivation and Yield Improvement', count: 812 },
  { id: 'https://openalex.org/T10302', display_name: 'Soil Fertility and Nutrient Management', count: 97 },
];

const seaweedTopics = [
  { id: 'https://openalex.org/T11890', display_name: 'Seaweed Cultivation and Carrageenan Extraction', count: 64 },
];

/** Works of the SINTA-only journal's source (S300), on seaweed farming. */
const seaweedWorks: FakeWork[] = [
  ['W3001', '2025-08-01', 'Kappaphycus alvarezii seaweed farming and carrageenan yield in Sulawesi'],
  ['W3002', '2024-03-12', 'Carrageenan quality of seaweed dried on raised platforms'],
].map(([id, date, title]) => ({
  id: `https://openalex.org/${id}`,
  sourceId: 'https://openalex.org/S300',
  title,
  publication_date: date,
  abstract_inverted_index: { Seaweed: [0], farmers: [1], harvested: [2], Kappaphycus: [3] },
  keywords: [{ id: 'https://openalex.org/keywords/seaweed', display_name: 'Seaweed', score: 0.9 }],
  language: 'en',
}));

function records() {
  return {
    sources: [
      { id: 'https://openalex.org/S100', issn: ['1672-6308', '1876-8289'], works_count: 1_200, topics: riceTopics },
      { id: 'https://openalex.org/S200', issn: ['0006-497X'], works_count: 90_000, topics: [] },
      { id: 'https://openalex.org/S300', issn: ['2442-5915', '0853-789X'], works_count: 310, topics: seaweedTopics },
    ],
    works: [
      ...createFakeWorks('S100', ['2026-03-01', '2025-12-24', '2024-05-05', '2023-01-10', '2021-12-31']),
      ...createFakeWorks('S200', ['2026-02-02', '2022-01-01']),
      ...seaweedWorks,
    ],
  };
}

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  for (const [id, title, issns] of journals) {
    await queryRows(
      scratch.url,
      `INSERT INTO journals (source_id, rank, title, type, docs_year, data_year, issns)
       VALUES ($1::bigint, $1::int, $2, 'journal', 10, 2025, $3::text[])`,
      [id, title, issns],
    );
  }
});

afterAll(async () => {
  await scratch?.drop();
});

beforeEach(async () => {
  await queryRows(scratch.url, 'TRUNCATE journal_articles, journal_topics, journal_harvests');
  fake = await startFakeOpenAlex(records());
});

afterEach(async () => {
  await fake.close();
});

/** One harvest against the fake; `sleeps` are the waits the retries asked for. */
async function harvest(options: Partial<HarvestOptions> & { at?: number } = {}) {
  const sleeps: number[] = [];
  const retries: string[] = [];
  const reports: string[] = [];
  const client = createOpenAlexClient({
    baseUrl: fake.baseUrl,
    email: 'harvest@example.org',
    apiKey: 'test-key',
    bucket: createTokenBucket({ perSecond: 1_000 }),
    retry: { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    pageSize: 2,
    onRetry: (message) => retries.push(message),
  });
  const result = await runHarvest({
    databaseUrl: scratch.url,
    client,
    limitPerJournal: 3,
    now: () => options.at ?? today,
    report: (line) => reports.push(line),
    ...options,
  });
  return { result, sleeps, retries, reports };
}

const articlesOf = (sourceId: number) =>
  queryRows<{ external_id: string; title: string; abstract: string | null; keywords: string[]; year: number; language: string }>(
    scratch.url,
    `SELECT external_id, title, abstract, keywords, year, language FROM journal_articles
      WHERE source_id = $1 AND origin = 'openalex' ORDER BY external_id`,
    [sourceId],
  );

/** Each journal's harvest state, by Sourceid, or "sinta N" for a SINTA journal. */
const states = async () =>
  Object.fromEntries(
    (
      await queryRows<{ source_id: string | null; sinta_id: number | null; status: string; works: number }>(
        scratch.url,
        'SELECT source_id, sinta_id, status, works FROM journal_harvests ORDER BY source_id, sinta_id',
      )
    ).map((row) => [row.source_id ?? `sinta ${row.sinta_id}`, `${row.status} ${row.works}`]),
  );

describe('runHarvest', () => {
  it('stores a journal’s works for the SINTA journal holding its ISSN too, and for no SINTA journal otherwise', async () => {
    await queryRows(
      scratch.url,
      `INSERT INTO sinta_journals (id, title, profile_url, website_url, accreditation, issns) VALUES
         (7001, 'Jurnal Darah', 'https://sinta.example/7001', 'https://darah.example', 2, ARRAY['0006497X'])`,
    );
    try {
      await harvest();
      const stored = await queryRows<{ source_id: string; sinta_id: number | null }>(
        scratch.url,
        `SELECT DISTINCT source_id::text, sinta_id FROM journal_articles WHERE origin = 'openalex' ORDER BY 1`,
      );
      expect(stored).toEqual([
        { source_id: '1', sinta_id: null },
        { source_id: '2', sinta_id: 7001 },
      ]);
    } finally {
      await queryRows(scratch.url, 'DELETE FROM sinta_journals WHERE id = 7001');
    }
  });

  it('stores each found journal’s topics and newest works of the last years, and marks the others not found', async () => {
    const { result, sleeps } = await harvest();
    expect(result).toMatchObject({
      counts: { done: 2, skipped: 0, notFound: 2, failed: 0, works: 5 },
      planned: 4,
      left: 0,
      stoppedBy: null,
    });
    expect(sleeps).toEqual([]);

    // Three newest of S100 (the 2021 work is before 2022-01-01), in two cursor pages of two.
    const rice = await articlesOf(1);
    expect(rice.map((article) => [article.external_id, article.year])).toEqual([
      ['W1001', 2026],
      ['W1002', 2025],
      ['W1003', 2024],
    ]);
    expect(rice[0]).toMatchObject({
      title: 'Work 1 of S100',
      abstract: 'Rice yields of S100 rose in 2026 and yields of maize fell.',
      keywords: ['Rice', 'Yield'],
      language: 'en',
    });
    expect((await articlesOf(2)).map((article) => article.external_id)).toEqual(['W2001', 'W2002']);
    expect(
      await queryRows(scratch.url, 'SELECT source_id::int, topic_id, name, count FROM journal_topics ORDER BY topic_id'),
    ).toEqual([
      { source_id: 1, topic_id: 'T10064', name: 'Rice Cultivation and Yield Improvement', count: 812 },
      { source_id: 1, topic_id: 'T10302', name: 'Soil Fertility and Nutrient Management', count: 97 },
    ]);
    expect(await states()).toEqual({ '1': 'done 3', '2': 'done 2', '3': 'not_found 0', '4': 'not_found 0' });

    const riceWorks = fake.requestsTo('works').filter((request) => request.params.get('filter')?.includes('S100'));
    expect(riceWorks.map((request) => Object.fromEntries(request.params))).toEqual([
      {
        filter: 'primary_location.source.id:S100,from_publication_date:2022-01-01',
        sort: 'publication_date:desc',
        select: 'id,title,abstract_inverted_index,keywords,publication_year,language',
        'per-page': '2',
        cursor: '*',
        mailto: 'harvest@example.org',
        api_key: 'test-key',
      },
      expect.objectContaining({ cursor: expect.not.stringMatching(/^\*$/) }),
    ]);
  });

  it('finds the sources of several journals with one query (ISSNs OR-ed, hyphenated), paged by cursor', async () => {
    await harvest();
    const sources = fake.requestsTo('sources').map((request) => Object.fromEntries(request.params));
    // Two sources fill the test's page of two, so the cursor is followed once (to an empty page).
    expect(sources).toEqual([
      {
        filter: 'issn:1672-6308|1876-8289|0006-497X|9999-9999',
        select: 'id,issn,works_count,topics',
        'per-page': '2',
        cursor: '*',
        mailto: 'harvest@example.org',
        api_key: 'test-key',
      },
      { ...sources[0], cursor: expect.not.stringMatching(/^\*$/) },
    ]);
  });

  it('skips journals harvested within --fresh-days, and harvests them again once stale, replacing their rows', async () => {
    await harvest();
    const before = fake.requests.length;
    const second = await harvest({ at: today + 10 * day });
    expect(second.result).toMatchObject({ counts: { done: 0, skipped: 4, notFound: 0, failed: 0 }, planned: 0 });
    expect(fake.requests.length).toBe(before);

    fake.works = fake.works.filter((work) => work.id !== 'https://openalex.org/W1001');
    const third = await harvest({ at: today + 31 * day });
    expect(third.result.counts).toMatchObject({ done: 2, skipped: 0, notFound: 2 });
    expect((await articlesOf(1)).map((article) => article.external_id)).toEqual(['W1002', 'W1003', 'W1004']);
    expect(await queryRows(scratch.url, 'SELECT count(*)::int AS n FROM journal_topics')).toEqual([{ n: 2 }]);
  });

  it('resumes an interrupted run where it stopped', async () => {
    const controller = new AbortController();
    const first = await harvest({
      signal: controller.signal,
      onProgress: ({ counts }) => {
        if (counts.done === 1) controller.abort();
      },
    });
    // The journal without an ISSN is settled first (no request can find it), then Rice Science.
    expect(first.result).toMatchObject({ counts: { done: 1, notFound: 1 }, stoppedBy: 'interrupted', left: 2 });
    expect(await states()).toEqual({ '1': 'done 3', '4': 'not_found 0' });

    const second = await harvest();
    expect(second.result).toMatchObject({ counts: { done: 1, skipped: 2, notFound: 1 }, stoppedBy: null, left: 0 });
    expect(await states()).toEqual({ '1': 'done 3', '2': 'done 2', '3': 'not_found 0', '4': 'not_found 0' });
  });

  it('stops at --max-journals and at --max-minutes, leaving the rest to the next run', async () => {
    const bounded = await harvest({ maxJournals: 1 });
    expect(bounded.result).toMatchObject({ counts: { done: 1 }, planned: 1, left: 3, stoppedBy: null });

    let clock = today;
    const timed = await harvest({
      maxMinutes: 1,
      now: () => clock,
      onProgress: () => {
        clock += 61_000;
      },
    });
    // The first progress (before any journal) already moves the clock past the minute.
    expect(timed.result).toMatchObject({ counts: { done: 0 }, stoppedBy: 'max-minutes', left: 3 });
  });

  it('waits what a 429 Retry-After asks, then goes on', async () => {
    fake.faults.push({ endpoint: 'works', sourceId: 'S200', fault: { status: 429, retryAfter: '7' } });
    const { result, sleeps, retries } = await harvest();
    expect(result.counts).toMatchObject({ done: 2, failed: 0 });
    expect(sleeps).toEqual([7_000]);
    expect(retries).toEqual(['OpenAlex answered 429 (too many requests); try 2 of 3 in 7 s']);
  });

  it('backs off after 5xx answers and a dropped connection, then goes on', async () => {
    fake.faults.push(
      { endpoint: 'sources', fault: { status: 503 } },
      { endpoint: 'sources', fault: { drop: true } },
    );
    const { result, sleeps } = await harvest();
    expect(result.counts).toMatchObject({ done: 2, notFound: 2, failed: 0 });
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it('retries a page cut off in its JSON, then stores it whole', async () => {
    fake.faults.push({ endpoint: 'works', sourceId: 'S100', fault: { truncate: true } });
    const { result, sleeps, retries } = await harvest();
    expect(result.counts).toMatchObject({ done: 2, failed: 0, works: 5 });
    expect(sleeps).toEqual([1_000]);
    expect(retries[0]).toMatch(/not whole JSON/);
  });

  it('marks a journal failed when its pages stay broken, keeps its earlier rows, and goes on', async () => {
    await harvest();
    for (let index = 0; index < 3; index += 1) {
      fake.faults.push({ endpoint: 'works', sourceId: 'S100', fault: { truncate: true } });
    }
    const later = today + 31 * day;
    const { result, reports } = await harvest({ at: later });
    expect(result).toMatchObject({ counts: { done: 1, failed: 1, notFound: 2 }, stoppedBy: null });
    expect(reports).toEqual([expect.stringMatching(/^Failed: "Rice Science" \(1\): .*not whole JSON.*3 tries/)]);
    expect(await states()).toEqual({ '1': 'failed 3', '2': 'done 2', '3': 'not_found 0', '4': 'not_found 0' });
    expect(await articlesOf(1)).toHaveLength(3);

    // A failed journal is tried again by the next run, even within --fresh-days.
    const next = await harvest({ at: later + day });
    expect(next.result.counts).toMatchObject({ done: 1, skipped: 3 });
    expect((await states())['1']).toBe('done 3');
  });

  it('stops after too many failed requests in a row (OpenAlex down)', async () => {
    for (let index = 0; index < 3; index += 1) {
      fake.faults.push({ endpoint: 'works', sourceId: 'S100', fault: { status: 502 } });
    }
    const { result } = await harvest({ maxConsecutiveFailures: 1 });
    expect(result).toMatchObject({ counts: { done: 0, failed: 1, notFound: 1 }, stoppedBy: 'unavailable', left: 2 });
  });

  it('stops, without marking anyone failed, when OpenAlex asks to wait longer than allowed (a spent daily allowance)', async () => {
    fake.faults.push({ endpoint: 'works', fault: { status: 429, retryAfter: '86400' } });
    const { result, sleeps } = await harvest();
    expect(result).toMatchObject({ counts: { done: 0, failed: 0 }, stoppedBy: 'rate-limited', left: 3 });
    expect(result.stopMessage).toMatch(/429.*86400 s/);
    expect(sleeps).toEqual([]);
    expect(await states()).toEqual({ '4': 'not_found 0' });
  });

  it('stops when OpenAlex refuses the key', async () => {
    fake.faults.push({ endpoint: 'sources', fault: { status: 403, body: 'Invalid API key' } });
    const { result } = await harvest();
    expect(result).toMatchObject({ stoppedBy: 'refused', counts: { failed: 0 } });
    expect(result.stopMessage).toMatch(/403.*Invalid API key/);
  });

  it('refuses to run beside another harvest on the same database', async () => {
    const other = new Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [harvestLockKey]);
      await expect(harvest()).rejects.toThrow(/Another harvest is running/);
    } finally {
      await other.end();
    }
    expect(fake.requests).toEqual([]);
  });
});

describe('runHarvest for SINTA journals', () => {
  const seaweedWebsite = 'https://rumput-laut.example.org';

  beforeEach(async () => {
    // 7101 and 7102 share no ISSN with the catalogue (7102, S1, comes first and is not found); 7103 holds Blood's ISSN;
    // 7104 holds one of 7101's ISSNs at a lower level.
    await queryRows(
      scratch.url,
      `INSERT INTO sinta_journals (id, title, profile_url, website_url, accreditation, issns) VALUES
         (7101, 'Jurnal Kelautan Nusantara', 'https://sinta.example/7101', $1, 2, ARRAY['24425915', '0853789X']),
         (7102, 'Jurnal Kelautan Tropis', 'https://sinta.example/7102', 'https://tropis.example.org', 1, ARRAY['77777777']),
         (7103, 'Jurnal Darah', 'https://sinta.example/7103', 'https://darah.example.org', 2, ARRAY['0006497X']),
         (7104, 'Jurnal Kelautan Lama', 'https://sinta.example/7104', 'https://lama.example.org', 3, ARRAY['0853789X'])`,
      [seaweedWebsite],
    );
  });

  afterEach(async () => {
    await queryRows(scratch.url, 'DELETE FROM sinta_journals WHERE id BETWEEN 7101 AND 7104');
  });

  it('harvests SINTA journals sharing no ISSN with the catalogue after it, S1 first, into rows keyed by their profile', async () => {
    const { result } = await harvest();
    expect(result).toMatchObject({
      counts: { done: 3, skipped: 0, notFound: 3, failed: 0, works: 7 },
      planned: 6,
      left: 0,
      stoppedBy: null,
    });
    // Both ISSNs of the SINTA-only journal are asked, after the catalogue's; Blood's ISSN once, 7104's not again.
    expect(fake.requestsTo('sources')[0].params.get('filter')).toBe(
      'issn:1672-6308|1876-8289|0006-497X|9999-9999|7777-7777|2442-5915|0853-789X',
    );
    const firstWorksPages = fake
      .requestsTo('works')
      .filter((request) => request.params.get('cursor') === '*')
      .map((request) => request.params.get('filter')?.match(/S\d+/)?.[0]);
    expect(firstWorksPages).toEqual(['S100', 'S200', 'S300']);

    expect(
      await queryRows(
        scratch.url,
        `SELECT source_id::int, sinta_id, external_id FROM journal_articles WHERE sinta_id IS NOT NULL ORDER BY external_id`,
      ),
    ).toEqual([
      { source_id: 2, sinta_id: 7103, external_id: 'W2001' },
      { source_id: 2, sinta_id: 7103, external_id: 'W2002' },
      { source_id: null, sinta_id: 7101, external_id: 'W3001' },
      { source_id: null, sinta_id: 7101, external_id: 'W3002' },
    ]);
    expect(
      await queryRows(scratch.url, 'SELECT source_id::int, sinta_id, topic_id, count FROM journal_topics ORDER BY topic_id'),
    ).toEqual([
      { source_id: 1, sinta_id: null, topic_id: 'T10064', count: 812 },
      { source_id: 1, sinta_id: null, topic_id: 'T10302', count: 97 },
      { source_id: null, sinta_id: 7101, topic_id: 'T11890', count: 64 },
    ]);
    expect(await states()).toEqual({
      '1': 'done 3',
      '2': 'done 2',
      '3': 'not_found 0',
      '4': 'not_found 0',
      'sinta 7101': 'done 2',
      'sinta 7102': 'not_found 0',
    });

    // Within --fresh-days the next run asks OpenAlex nothing, for the SINTA journals as for the others.
    const before = fake.requests.length;
    const second = await harvest({ at: today + 10 * day });
    expect(second.result).toMatchObject({ counts: { done: 0, skipped: 6, notFound: 0, failed: 0 }, planned: 0 });
    expect(fake.requests.length).toBe(before);
  });

  it('keeps a failed SINTA journal’s rows and harvests it again on the next run, replacing them', async () => {
    await harvest();
    for (let index = 0; index < 3; index += 1) {
      fake.faults.push({ endpoint: 'works', sourceId: 'S300', fault: { status: 502 } });
    }
    const later = today + 31 * day;
    const failed = await harvest({ at: later });
    expect(failed.result.counts).toMatchObject({ done: 2, failed: 1 });
    expect(failed.reports).toEqual([expect.stringMatching(/^Failed: "Jurnal Kelautan Nusantara" \(SINTA 7101\): /)]);
    expect((await states())['sinta 7101']).toBe('failed 2');

    fake.works = fake.works.filter((work) => work.id !== 'https://openalex.org/W3001');
    const next = await harvest({ at: later + day });
    expect(next.result.counts).toMatchObject({ done: 1, skipped: 5 });
    expect(await queryRows(scratch.url, 'SELECT external_id FROM journal_articles WHERE sinta_id = 7101')).toEqual([
      { external_id: 'W3002' },
    ]);
    expect((await states())['sinta 7101']).toBe('done 1');
  });

  it('the index built from the database ranks the SINTA-only journal by its harvested works and topics', async () => {
    // Thirty works each: enough for works to weigh most of a journal's relevance (works-share.ts).
    const dates = Array.from({ length: 30 }, (_, index) => `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + index).padStart(2, '0')}`);
    fake.works = [
      ...createFakeWorks('S100', dates),
      ...dates.map((date, index) => ({
        ...seaweedWorks[index % 2],
        id: `https://openalex.org/W39${String(index).padStart(2, '0')}`,
        title: `${seaweedWorks[index % 2].title}, site ${index + 1}`,
        publication_date: date,
      })),
    ];
    await harvest({ limitPerJournal: 30 });
    // Rice Science's title says "seaweed", the SINTA journal's does not: on their metadata alone Rice Science leads.
    const rice = scopusEntry({ sourceId: '1', title: 'Seaweed and Rice Science' });
    const harvested = sintaEntry({ id: 7101, title: 'Jurnal Kelautan Nusantara', websiteUrl: seaweedWebsite, accreditation: 2 });
    const entries = [...syntheticCatalogue(40), rice, harvested];
    const abstract = 'We measured the carrageenan content of Kappaphycus seaweed farmed on raised platforms in Sulawesi.';
    const ranked = async (source: Parameters<typeof buildRecommendIndexInWorker>[2]) => {
      const index = await buildRecommendIndexInWorker(entries, {}, source);
      const found = await new LexicalRecommender(index).recommend({ abstract, limit: 5, includeSinta: true });
      return { index, found };
    };
    const withoutWorks = await ranked([]);
    expect(withoutWorks.found[0]?.entry.title).toBe(rice.title);

    const fromDatabase = await ranked({ database: { url: scratch.url, statementTimeoutMs: 30_000, connectTimeoutMs: 10_000 } });
    expect([...fromDatabase.index.works.hasWorks].flatMap((has, doc) => (has ? [entries[doc].title] : []))).toEqual([
      rice.title,
      harvested.title,
    ]);
    const [first] = fromDatabase.found;
    expect(first?.entry).toMatchObject({ type: 'sinta', id: 7101 });
    const matched = (field: string) => first.reasons.filter((reason) => reason.field === field).map((reason) => reason.matched);
    expect(matched('article')).toEqual(expect.arrayContaining([expect.stringMatching(/^Carrageenan quality of seaweed|^Kappaphycus/)]));
    expect(matched('articleTopic')).toContain('Seaweed Cultivation and Carrageenan Extraction');
  }, 120_000);
});
