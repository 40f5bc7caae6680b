// The catalogue's filters in SQL (journal-filter-sql.ts, the list and search) and in memory (journal-filter-rules.ts,
// the recommendations) keep the same journals: the same rows of a real database, judged both ways, for each filter
// alone and for combinations, including the cases at their edges (an unknown price, a diamond journal, an unknown
// currency, a review time in weeks or published in days, a journal without a quartile).
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import type { JournalFilters } from '../schemas/journal-query';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '../../test-support/journal-test-data';
import { whereSql } from './find-journal-page';
import { chooseReviewTime, journalMetricSelect } from './journal-figures';
import { journalFilterSql } from './journal-filter-sql';
import { journalFilterTests } from './journal-filter-rules';
import { reviewDays } from './review-days';

// The setup writes journals, DOAJ entries and their links: room for a loaded machine beyond the default 5 s.
jest.setTimeout(30_000);
const tag = uniqueTag();
let ids: bigint[] = [];
// Keys no real ISSN has (9999…), unique to this run.
const doajKeys = ['99990061', '99990066'];

beforeAll(async () => {
  const journal = (n: number, fields: Record<string, unknown>) => ({
    sourceId: BigInt(990_006_100 + n), rank: 990_100 + n, title: `Rules ${n} ${tag}`, ...fields,
  });
  ids = await insertTestJournals([
    journal(1, { sjrBestQuartile: 'Q1', country: 'Japan', isOpenAccess: true, apcAmount: 1000, apcCurrency: 'EUR', reviewTimeWeeks: 4, areaList: ['Engineering'], categoryList: ['Mechanical Engineering'] }),
    journal(2, { sjrBestQuartile: 'Q3', country: 'Germany', isOpenAccess: true, isOpenAccessDiamond: true, apcAmount: null, apcCurrency: null, areaList: ['Engineering', 'Medicine'], categoryList: ['Oncology'] }),
    journal(3, { sjrBestQuartile: null, country: 'Japan', isOpenAccess: false, apcAmount: 1500, apcCurrency: 'CHF', type: 'book series', areaList: ['Medicine'], categoryList: ['Surgical Oncology'] }),
    journal(4, { sjrBestQuartile: 'Q4', country: 'japan', isOpenAccess: false, apcAmount: 900, apcCurrency: 'XYZ', reviewTimeWeeks: 10, areaList: ['Veterinary Medicine'], categoryList: ['Oncology'] }),
    journal(5, { sjrBestQuartile: 'Q2', country: 'Brazil', isOpenAccess: true, apcAmount: 1800, apcCurrency: 'USD', areaList: ['Engineering'], categoryList: ['Mechanical Engineering', 'Oncology'] }),
    journal(6, { sjrBestQuartile: 'Q2', country: 'Indonesia', isOpenAccess: true, apcAmount: 0, apcCurrency: null, apcSource: 'no_charge', areaList: ['Engineering'] }),
  ]);
  // DOAJ entries: journal 1 takes English, journal 6 Indonesian and English, journal 5 none listed by DOAJ.
  await db.doajJournal.createMany({
    data: [
      { key: doajKeys[0], title: `Rules 1 ${tag}`, issns: [doajKeys[0]], languages: ['English'], hasSeal: false, hasApc: true, origin: 'vendored', asOf: new Date('2025-02-09') },
      { key: doajKeys[1], title: `Rules 6 ${tag}`, issns: [doajKeys[1]], languages: ['Indonesian', 'English'], hasSeal: false, hasApc: false, origin: 'vendored', asOf: new Date('2025-02-09') },
    ],
  });
  await db.journal.update({ where: { sourceId: BigInt(990_006_101) }, data: { doajKey: doajKeys[0] } });
  await db.journal.update({ where: { sourceId: BigInt(990_006_106) }, data: { doajKey: doajKeys[1] } });
  await db.journalMetric.createMany({
    data: [{ sourceId: BigInt(990_006_105), measure: 'first_decision', value: 45, source: 'Wiley Journal Finder', asOf: new Date('2026-08-11') }],
  });
});

afterAll(async () => {
  await deleteTestJournals(ids);
  await db.doajJournal.deleteMany({ where: { key: { in: doajKeys } } });
});

async function bySql(filters: JournalFilters): Promise<string[]> {
  const rows = await db.$queryRaw<{ title: string }[]>(Prisma.sql`SELECT journals.title FROM journals
    WHERE ${whereSql([Prisma.sql`journals.source_id = ANY(${ids}::bigint[])`, ...journalFilterSql(filters)])}`);
  return rows.map((row) => row.title).sort();
}

async function inMemory(filters: JournalFilters): Promise<string[]> {
  const rows = await db.journal.findMany({
    where: { sourceId: { in: ids } },
    include: { metrics: { select: journalMetricSelect }, doaj: { select: { languages: true } } },
  });
  const held = rows.map((row) => ({ ...row, doajLanguages: row.doaj?.languages ?? null }));
  const tests = journalFilterTests<(typeof held)[number]>(filters, {
    sourceType: (row) => row.type.toLowerCase(),
    reviewDays: (row) => reviewDays(chooseReviewTime(row, row.metrics)),
  });
  return held.filter((row) => tests.every((test) => test.passes(row))).map((row) => row.title).sort();
}

describe('the catalogue filters in SQL and in memory', () => {
  it.each<[string, JournalFilters]>([
    ['no filter', {}],
    ['field', { field: 'Medicine' }],
    ['category', { category: 'Oncology' }],
    ['quartile', { quartile: 'Q3' }],
    ['minQuartile', { minQuartile: 'Q2' }],
    ['minQuartile Q4 (no quartile fails)', { minQuartile: 'Q4' }],
    ['country, any case', { country: 'JAPAN' }],
    ['open access', { openAccess: 'yes' }],
    ['not open access', { openAccess: 'no' }],
    ['diamond', { openAccess: 'diamond' }],
    ['type', { type: 'book series' }],
    ['maxApc (EUR and CHF converted, unknown currency fails, diamond passes)', { maxApc: 1200 }],
    ['maxApc 0', { maxApc: 0 }],
    ['maxReviewDays (weeks × 7, published days)', { maxReviewDays: 45 }],
    ['a combination', { field: 'Engineering', minQuartile: 'Q3', maxApc: 2000, openAccess: 'yes' }],
    ['accepts manuscripts in Indonesian', { language: 'id' }],
    ['accepts manuscripts in English', { language: 'en' }],
    ['in DOAJ', { inDoaj: 'yes' }],
    ['no APC', { noApc: 'yes' }],
    ['in DOAJ, English, Q2 or better', { inDoaj: 'yes', language: 'en', minQuartile: 'Q2' }],
  ])('keep the same journals: %s', async (_, filters) => {
    const expected = await bySql(filters);
    expect(await inMemory(filters)).toEqual(expected);
  });

  it('judge the edges as the rules say (so the comparison above can fail)', async () => {
    const numbers = async (filters: JournalFilters) => (await bySql(filters)).map((title) => title.split(' ')[1]);
    // 1,000 EUR is 1,200 USD; the diamond journal has no price; 1,500 CHF is 1,875; XYZ is no known currency.
    expect(await numbers({ maxApc: 1200 })).toEqual(['1', '2', '6']);
    // 4 weeks are 28 days, the published 45 days pass, 10 weeks are 70.
    expect(await numbers({ maxReviewDays: 45 })).toEqual(['1', '5']);
    expect(await numbers({ minQuartile: 'Q3' })).toEqual(['1', '2', '5', '6']);
    expect(await numbers({ country: 'japan' })).toEqual(['1', '3', '4']);
    // DOAJ's manuscript languages, its listing and the charge of 0 (the diamond journal without a price fails it).
    expect(await numbers({ language: 'id' })).toEqual(['6']);
    expect(await numbers({ language: 'en' })).toEqual(['1', '6']);
    expect(await numbers({ inDoaj: 'yes' })).toEqual(['1', '6']);
    expect(await numbers({ noApc: 'yes' })).toEqual(['6']);
  });
});
