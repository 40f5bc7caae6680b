// GET /api/sinta/search ranked by the recommendation engine, in a scratch database of its own holding a few SINTA
// journals (other test files add journals to the shared one, and each would compete in the ranking): an abstract,
// Indonesian or English, ranks the journals of its topic first and leaves out those sharing no word with it; a title
// finds its journal first; a few words need not all appear; the filters and page sizes are the list's; should the
// engine fail, the journals holding the text still answer, and the log never holds the text.
import { db, disconnectDb } from '@/lib/core/db';
import { decideRuntimeConfig } from '@/lib/core/runtime-config';
import { env } from '@/lib/core/env';
import { LexicalRecommender } from '@/lib/recommend/engine/lexical-recommender';
import { refreshRecommendIndex } from '@/lib/recommend/recommend-index-holder';
import { captureOutput } from '@/test-support/capture-output';
import { createTestViewer, type TestViewer } from '@/test-support/journal-test-data';
import { createMigratedScratchDatabase, type ScratchDatabase } from '@/test-support/scratch-database';
import { insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { GET as search } from './search/route';

async function useDatabase(url: string | undefined): Promise<void> {
  await disconnectDb();
  decideRuntimeConfig({ databaseUrl: url });
}

const indonesianAbstract =
  'Literasi keuangan menjadi bekal penting bagi mahasiswa dalam mengelola pendapatan, tabungan dan utang. ' +
  'Penelitian ini menganalisis pengaruh literasi keuangan dan sikap terhadap uang pada perilaku keuangan pribadi ' +
  'mahasiswa. Data kuesioner dari 312 mahasiswa dianalisis dengan regresi linier berganda. Hasilnya, literasi ' +
  'keuangan berpengaruh positif terhadap perilaku keuangan.';
const englishAbstract =
  'Financial literacy helps young adults manage income, savings and debt. This study examines how financial ' +
  'literacy and attitudes towards money shape the personal financial behaviour of university students, using a ' +
  'survey of 312 students and multiple regression.';

const finance = ['Jurnal Literasi Keuangan', 'Jurnal Ekonomi dan Keuangan Syariah'];
const unrelated = ['Jurnal Keperawatan Indonesia', 'Jurnal Ilmu Hukum', 'Jurnal Pendidikan Matematika'];
const series = Array.from({ length: 7 }, (_, index) => `Jurnal Akuntansi Keuangan Daerah ${index + 1}`);
const allFinance = [...finance, ...series];

let scratch: ScratchDatabase;
let viewer: TestViewer;
const sharedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  await useDatabase(scratch.url);
  await insertTestSintaJournals([
    { title: finance[0], accreditation: 3, subjectAreas: ['Economy'], affiliation: 'Universitas Negeri Yogyakarta' },
    { title: finance[1], accreditation: 2, subjectAreas: ['Economy', 'Religion'], affiliation: 'UIN Sunan Kalijaga' },
    { title: unrelated[0], accreditation: 1, subjectAreas: ['Health'], affiliation: 'Universitas Indonesia' },
    { title: unrelated[1], accreditation: 4, subjectAreas: ['Social'], affiliation: 'Universitas Hasanuddin' },
    { title: unrelated[2], accreditation: 2, subjectAreas: ['Education'], affiliation: 'Universitas Pendidikan Indonesia' },
    // The exact title of a search, and a better-accredited journal whose title holds it.
    { title: 'Jurnal Teknik Sipil', accreditation: 3, subjectAreas: ['Engineering'], affiliation: 'Institut Teknologi Bandung' },
    { title: 'Jurnal Teknik Sipil dan Lingkungan', accreditation: 1, subjectAreas: ['Engineering'], affiliation: 'IPB' },
    ...series.map((title) => ({ title, accreditation: 5, subjectAreas: ['Economy'], affiliation: 'Universitas Fixture' })),
  ]);
  viewer = await createTestViewer('ranking', 'free');
  await refreshRecommendIndex();
}, 60_000);

afterAll(async () => {
  await useDatabase(sharedUrl);
  await scratch.drop();
});

interface Answer {
  data: { Title: string; 'Current Accreditation': string; 'Subject Area': string }[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

async function searchFor(q: string, extra: Record<string, string> = {}): Promise<Answer> {
  const query = new URLSearchParams({ q, ...extra });
  const headers = { 'x-auth-token': viewer.token };
  const response = await search(new Request(`http://localhost/api/sinta/search?${query}`, { headers }));
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const titles = (answer: Answer) => answer.data.map((journal) => journal.Title);

async function everyTitle(q: string, extra: Record<string, string> = {}): Promise<string[]> {
  return titles(await searchFor(q, { ...extra, limit: '60' }));
}

describe('the SINTA search ranks by relevance', () => {
  it('puts the journals of an Indonesian abstract’s topic first and leaves out those sharing no word with it', async () => {
    const ranked = await everyTitle(indonesianAbstract);
    // The journal whose title holds most of the abstract's words leads.
    expect(ranked[0]).toBe(finance[0]);
    expect([...ranked].sort()).toEqual([...allFinance].sort());
  });

  it('reaches the Indonesian titles from an English abstract through the bridge', async () => {
    const ranked = await everyTitle(englishAbstract);
    expect(ranked[0]).toBe(finance[0]);
    expect(ranked.slice(0, allFinance.length).sort()).toEqual([...allFinance].sort());
    expect(ranked).not.toContain('Jurnal Teknik Sipil');
  });

  it('finds a title’s own journal first, then the others holding it', async () => {
    // Without the exact title first, Sinta 1 would come before Sinta 3.
    expect(titles(await searchFor('jurnal teknik sipil')).slice(0, 2)).toEqual(['Jurnal Teknik Sipil', 'Jurnal Teknik Sipil dan Lingkungan']);
    expect(titles(await searchFor('Jurnal Ilmu Hukum'))[0]).toBe('Jurnal Ilmu Hukum');
    // A piece of a word, as the substring search found it; and an affiliation.
    expect(await everyTitle('Keperawat')).toEqual(['Jurnal Keperawatan Indonesia']);
    expect((await everyTitle('sunan kalijaga'))[0]).toBe(finance[1]);
  });

  it('finds journals holding some of a few words, not all', async () => {
    const ranked = await everyTitle('keuangan syariah perbankan');
    expect(ranked[0]).toBe(finance[1]);
    expect([...ranked].sort()).toEqual([...allFinance].sort());
  });

  it('answers nothing for words no journal has', async () => {
    expect(await searchFor('qzxv tidak ada jurnal seperti ini')).toEqual({ data: [], pagination: { page: 1, limit: 6, total: 0, pages: 0 } });
  });
});

describe('the ranked SINTA search keeps the filters and page sizes', () => {
  it('pages a short text by 6 as before, every journal holding it in the list’s order', async () => {
    const answer = await searchFor('JURNAL');
    expect(answer.pagination).toEqual({ page: 1, limit: 6, total: 7 + series.length, pages: 3 });
    expect(answer.data.map((journal) => journal['Current Accreditation'])).toEqual(['Sinta 1', 'Sinta 1', 'Sinta 2', 'Sinta 2', 'Sinta 3', 'Sinta 3']);
  });

  it('pages by 6, the pages following the ranking without repeats', async () => {
    const all = await everyTitle(indonesianAbstract);
    expect(all.length).toBeGreaterThan(6);
    const first = await searchFor(indonesianAbstract);
    expect(first.pagination).toEqual({ page: 1, limit: 6, total: all.length, pages: Math.ceil(all.length / 6) });
    const second = await searchFor(indonesianAbstract, { page: '2' });
    expect([...titles(first), ...titles(second)]).toEqual(all.slice(0, 6 + second.data.length));
    expect((await searchFor(indonesianAbstract, { limit: '4' })).data).toHaveLength(4);
  });

  it('narrows the ranking by accreditation and subject', async () => {
    const levelTwo = await searchFor(indonesianAbstract, { accreditation: 'Sinta 2' });
    expect(titles(levelTwo)).toEqual([finance[1]]);
    expect(levelTwo.pagination.total).toBe(1);
    const religion = await everyTitle(indonesianAbstract, { subject: 'religion' });
    expect(religion).toEqual([finance[1]]);
    const economy = await everyTitle(indonesianAbstract, { subject: 'Economy', accreditation: '5' });
    expect(economy.sort()).toEqual([...series].sort());
  });
});

describe('the SINTA search without the engine', () => {
  it('still finds the journals holding the text, and logs the failure without it', async () => {
    const output = captureOutput();
    const broken = jest.spyOn(LexicalRecommender.prototype, 'scoreAll').mockImplementation(() => {
      throw new Error('index exploded');
    });
    const level = env.LOG_LEVEL;
    env.LOG_LEVEL = 'debug';
    try {
      expect(titles(await searchFor('Teknik Sipil'))).toEqual(['Jurnal Teknik Sipil dan Lingkungan', 'Jurnal Teknik Sipil']);
      expect(titles(await searchFor('jurnal teknik sipil'))[0]).toBe('Jurnal Teknik Sipil');
    } finally {
      env.LOG_LEVEL = level;
      broken.mockRestore();
      output.restore();
    }
    const log = output.text();
    expect(log).toContain('SINTA ranking failed');
    expect(log).not.toMatch(/teknik sipil/i);
  });
});

test('the scratch database holds only these journals', async () => {
  expect(await db.sintaJournal.count()).toBe(7 + series.length);
});
