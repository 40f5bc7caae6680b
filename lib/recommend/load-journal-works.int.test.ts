// The works loader reads each journal's own works, once: the rows its page query's scans read (EXPLAIN ANALYZE's
// counts over every loop, tables and intermediate results alike) stay within the page's journals' works, so a query
// that scans the works per journal, re-reads an intermediate table per journal, or reads the whole table for a page
// fails here, whatever the machine's speed.
import { db } from '../core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '../../test-support/journal-test-data';
import { worksSettings } from './engine/weights';
import { journalsWorksQuery, loadJournalWorks, worksDatabase } from './load-journal-works';
import { buildRecommendIndexInWorker } from './build-index-in-worker';
import { titlesOf } from './engine/works-titles';
import { scopusEntry } from '../../test-support/test-catalogue';

const tag = uniqueTag();
const JOURNALS = 20;
const ARTICLES = worksSettings.articlesPerJournal + 50;
const base = 990_000_000 + (parseInt(tag.slice(2, 8), 16) % 800_000);
const sourceIds = Array.from({ length: JOURNALS }, (_, i) => BigInt(base + i));

/** Article k of a journal: a year for all but every tenth (undated ones come last), an abstract of 2,000 characters. */
function article(sourceId: bigint, k: number) {
  return {
    sourceId,
    origin: 'import',
    externalId: `${tag}-${sourceId}-${k}`,
    title: `${tag} work ${k}`,
    abstract: `${k} `.repeat(1000),
    keywords: [`kw${k}`],
    year: k % 10 === 0 ? null : 2000 + (k % 20),
    language: 'en',
  };
}

beforeAll(async () => {
  await insertTestJournals(sourceIds.map((sourceId, i) => ({ sourceId, rank: i + 1, title: `${tag} Journal ${i}` })));
  await db.journalArticle.createMany({ data: sourceIds.flatMap((id) => Array.from({ length: ARTICLES }, (_, k) => article(id, k))) });
  await db.$executeRaw`ANALYZE journal_articles`;
}, 60_000);

afterAll(async () => {
  await db.journalArticle.deleteMany({ where: { sourceId: { in: sourceIds } } });
  await deleteTestJournals(sourceIds);
});

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows every scan of the plan read (kept or filtered out) over all its loops; index-only bitmaps are counted by their heap scan. */
function rowsScanned(node: PlanNode): number {
  const isScan = node['Node Type'].endsWith('Scan') && node['Node Type'] !== 'Bitmap Index Scan';
  const read = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const own = isScan ? read * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child), 0);
}

test('a page reads its journals’ own works at most twice (articles, then abstracts), never the table or a page again', async () => {
  const page = sourceIds.slice(0, 4);
  const query = journalsWorksQuery(page.map(String));
  const [result] = await db.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`,
    ...query.values,
  );
  const pageWorks = page.length * ARTICLES;
  // One pass over the fixture's works (JOURNALS × ARTICLES) is already more than twice the page's own.
  expect(2 * pageWorks).toBeLessThan(JOURNALS * ARTICLES);
  expect(rowsScanned(result['QUERY PLAN'][0].Plan)).toBeLessThanOrEqual(2 * pageWorks);
});

test('each journal gets its newest articles, newest first, undated last, and its newest abstracts cut', async () => {
  const mine = new Map<string, { titles: string[]; abstracts: (string | null)[] }>();
  for await (const chunk of loadJournalWorks()) {
    for (const works of chunk) if (works.sourceId && sourceIds.includes(BigInt(works.sourceId))) mine.set(works.sourceId, works);
  }
  expect(mine.size).toBe(JOURNALS);
  const works = mine.get(sourceIds[0].toString())!;
  // Same year: the later insert (higher id) first.
  const byYearThenId = Array.from({ length: ARTICLES }, (_, k) => ({ k, year: article(sourceIds[0], k).year }))
    .sort((a, b) => (a.year === null ? 1 : 0) - (b.year === null ? 1 : 0) || (b.year ?? 0) - (a.year ?? 0) || b.k - a.k)
    .map(({ k }) => `${tag} work ${k}`);
  expect(works.titles).toEqual(byYearThenId.slice(0, worksSettings.articlesPerJournal));
  expect(works.abstracts).toHaveLength(worksSettings.abstractsPerJournal);
  expect(works.abstracts[0]).toHaveLength(worksSettings.abstractWords * 10);
});

test('the build’s worker reads the works from the database on its own connection: the index holds each journal’s newest titles, as when the rows are sent to it', async () => {
  const others = [scopusEntry({ title: 'Soil Erosion Letters' }), scopusEntry({ title: 'Applied Robotics' })];
  const mine = sourceIds.map((sourceId, i) => scopusEntry({ sourceId: String(sourceId), title: `${tag} Journal ${i}` }));
  const entries = [...others, ...mine];
  const fromDatabase = await buildRecommendIndexInWorker(entries, {}, { database: worksDatabase() });
  mine.forEach((_, i) => expect(fromDatabase.works.hasWorks[others.length + i]).toBe(1));
  const newest = (k: number) => `${tag} work ${k}`;
  // Journal 0's newest dated works: year 2019 holds k = 19, 39, 59, …; the highest id (largest k) first.
  expect(titlesOf(fromDatabase.works.titles, others.length)[0]).toBe(newest(Math.max(...Array.from({ length: ARTICLES }, (_, k) => k).filter((k) => k % 20 === 19))));
  expect(fromDatabase.works.hasWorks.slice(0, others.length)).toEqual(new Uint8Array(others.length));

  const fromChunks = await buildRecommendIndexInWorker(entries, {}, loadJournalWorks());
  expect(fromDatabase.works).toEqual(fromChunks.works);
}, 60_000);
