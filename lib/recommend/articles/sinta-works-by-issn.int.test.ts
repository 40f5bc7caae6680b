// SINTA journals receive works by ISSN: an imported article whose ISSN belongs to a SINTA journal is stored for it
// (alone, or beside the Scopus journal holding the same ISSN), the loader yields those works under the journal's
// website, and the SINTA journal's recommendation names the matching article by its title.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db } from '../../core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '../../../test-support/journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '../../../test-support/sinta-test-data';
import { getRecommender } from '../get-recommender';
import { refreshRecommendIndex } from '../recommend-index-holder';
import { importArticles } from './import/import-articles';

const tag = uniqueTag();
const seed = parseInt(tag.slice(2, 8), 16) % 1_000_000;
/** Two ISSNs of this run: one only a SINTA journal has, one a SINTA journal shares with a Scopus journal. */
const sintaOnlyIssn = `8${String(seed).padStart(6, '0')}1`;
const sharedIssn = `8${String(seed).padStart(6, '0')}2`;
const sourceId = BigInt(990_000_000 + (seed % 900_000));
let sintaIds: number[] = [];
let folder: string;

beforeAll(async () => {
  await insertTestJournals([{ sourceId, rank: 1, title: `Annals of ${tag} Transport`, issns: [sharedIssn] }]);
  sintaIds = await insertTestSintaJournals([
    { title: `Jurnal ${tag} Transportasi`, issns: [sintaOnlyIssn], accreditation: 2 },
    { title: `Jurnal ${tag} Rekayasa`, issns: [sharedIssn], accreditation: 3 },
  ]);
  folder = await mkdtemp(path.join(tmpdir(), 'jf-sinta-works-'));
});

afterAll(async () => {
  await db.journalArticle.deleteMany({ where: { OR: [{ sourceId }, { sintaId: { in: sintaIds } }] } });
  await deleteTestSintaJournals(sintaIds);
  await deleteTestJournals([sourceId]);
  await rm(folder, { recursive: true, force: true });
});

const abstract =
  `Penelitian ${tag} tentang peramalan arus lalu lintas dengan jaringan saraf graf pada sensor jalan perkotaan, ` +
  'diuji pada data kecepatan jalan tol dari dua kota.';

test('articles whose ISSN belongs to a SINTA journal are stored for it and reach its recommendation', async () => {
  const sintaTitle = `Peramalan arus lalu lintas ${tag} dengan jaringan saraf graf`;
  const sharedTitle = `Graph neural networks for ${tag} traffic flow forecasting`;
  const file = path.join(folder, 'articles.jsonl');
  await writeFile(
    file,
    [
      { issn: sintaOnlyIssn, title: sintaTitle, keywords: ['lalu lintas'], year: 2024, language: 'id' },
      { issn: sharedIssn, title: sharedTitle, keywords: ['traffic'], year: 2023 },
      { issn: '00000019', title: `Nobody's ${tag} article`, keywords: ['none'], year: 2023 },
    ]
      .map((row) => JSON.stringify(row))
      .join('\n'),
  );
  const result = await importArticles({ databaseUrl: process.env.DATABASE_URL ?? '', file });
  expect(result).toMatchObject({ matched: 2, unmatched: 1, forSinta: 2, inserted: 2 });
  expect(result.matchedBy).toMatchObject({ issn: 1, sinta: 1 });
  const stored = await db.journalArticle.findMany({
    where: { title: { in: [sintaTitle, sharedTitle] } },
    select: { title: true, sourceId: true, sintaId: true },
    orderBy: { title: 'asc' },
  });
  expect(stored).toEqual([
    { title: sharedTitle, sourceId, sintaId: sintaIds[1] },
    { title: sintaTitle, sourceId: null, sintaId: sintaIds[0] },
  ]);

  await refreshRecommendIndex();
  const recommender = await getRecommender();
  const website = `https://fixture-${sintaIds[0]}.example.org/index.php/jfp`;
  const [found] = await recommender.recommend({
    abstract,
    limit: 1,
    includeSinta: true,
    accept: (entry) => entry.type === 'sinta' && entry.websiteUrl === website,
  });
  expect(found?.reasons.filter((reason) => reason.field === 'article').map((reason) => reason.matched)).toContain(sintaTitle);
}, 120_000);
