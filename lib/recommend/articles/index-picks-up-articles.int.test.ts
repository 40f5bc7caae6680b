// The recommendation index follows the articles: after `recommend:import-articles` brings a journal's articles, the
// next catalogue check rebuilds the index and the journal's recommendation names the matching article by its title.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db } from '../../core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '../../../test-support/journal-test-data';
import { readCatalogueVersion } from '../catalogue-version';
import { getRecommender } from '../get-recommender';
import { refreshRecommendIndex } from '../recommend-index-holder';
import { importArticles } from './import/import-articles';

const tag = uniqueTag();
const sourceId = BigInt(990_000_000 + (parseInt(tag.slice(2, 8), 16) % 900_000));
let folder: string;

beforeAll(async () => {
  await insertTestJournals([
    {
      sourceId,
      rank: 1,
      title: `Annals of ${tag} Studies`,
      issn: '',
      issns: [],
      categoryList: ['Transportation'],
      categoryQuartiles: [{ name: 'Transportation', quartile: 'Q2' }],
      areaList: ['Social Sciences'],
    },
  ]);
  folder = await mkdtemp(path.join(tmpdir(), 'jf-index-articles-'));
});

afterAll(async () => {
  await db.journalArticle.deleteMany({ where: { sourceId } });
  await deleteTestJournals([sourceId]);
  await rm(folder, { recursive: true, force: true });
});

const abstract =
  `A ${tag} study of traffic flow forecasting with graph neural networks on urban road sensor networks, ` +
  'evaluated on freeway speed data from two cities.';

async function articleReasons(): Promise<string[]> {
  const recommender = await getRecommender();
  const [found] = await recommender.recommend({
    abstract,
    limit: 1,
    includeSinta: false,
    accept: (entry) => entry.type === 'scopus' && entry.sourceId === sourceId.toString(),
  });
  return (found?.reasons ?? []).filter((reason) => reason.field === 'article').map((reason) => reason.matched);
}

test('articles imported after the index was built reach it at the next check', async () => {
  await refreshRecommendIndex();
  expect(await articleReasons()).toEqual([]);
  const before = await readCatalogueVersion();

  const title = `Graph neural networks for ${tag} traffic flow forecasting`;
  const file = path.join(folder, 'articles.jsonl');
  await writeFile(
    file,
    `${JSON.stringify({ sourceid: Number(sourceId), title, abstract: 'Road sensors and graphs.', keywords: ['traffic'], year: 2024 })}\n`,
  );
  expect(await importArticles({ databaseUrl: process.env.DATABASE_URL ?? '', file })).toMatchObject({ inserted: 1 });
  expect(await readCatalogueVersion()).not.toBe(before);

  await refreshRecommendIndex();
  expect(await articleReasons()).toContain(title);
}, 120_000);
