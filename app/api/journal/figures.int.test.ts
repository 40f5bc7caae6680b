// The figures beside the text fields of the list, the search and the detail: a review time and an acceptance rate
// with what they measure, their source and their date (published figures of journal_metrics, or an operator's own,
// which win), and the APC with its data set.
import { db } from '@/lib/core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '@/test-support/journal-test-data';
import { GET as getDetail } from './[sourceid]/route';
import { GET as getList } from './route';
import { GET as getSearch } from './search/route';

const tag = uniqueTag();
const marker = `Figures ${tag}`;
const wileyId = 990000601n;
const plosId = 990000602n;
const operatorId = 990000603n;
let ids: bigint[] = [];

const wiley = { source: 'Wiley Journal Finder', asOf: new Date('2026-08-11'), statistic: null };
const plos = { source: 'PLOS', asOf: new Date('2023-11-29'), periodStart: new Date('2022-11-29'), statistic: 'median' };

beforeAll(async () => {
  ids = await insertTestJournals([
    {
      sourceId: wileyId,
      rank: 950001,
      title: `Wiley ${tag}`,
      categoryList: [marker],
      apcAmount: 3570,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      apcYear: 2026,
      apcOrigin: 'Wiley Journal Finder',
      apcObservedOn: new Date('2026-08-11'),
    },
    { sourceId: plosId, rank: 950002, title: `Plos ${tag}`, categoryList: [marker] },
    {
      sourceId: operatorId,
      rank: 950003,
      title: `Operator ${tag}`,
      categoryList: [marker],
      reviewTimeWeeks: 5,
      acceptanceRate: 30,
      metricsSource: 'Editor survey',
    },
  ]);
  await db.journalMetric.createMany({
    data: [
      { ...wiley, sourceId: wileyId, measure: 'first_decision', value: 72 },
      { ...wiley, sourceId: wileyId, measure: 'acceptance_rate', value: 10 },
      { ...plos, sourceId: plosId, measure: 'submission_to_acceptance', value: 189 },
      { ...plos, sourceId: plosId, measure: 'submission_to_publication', value: 226 },
      { ...wiley, sourceId: operatorId, measure: 'acceptance_rate', value: 12 },
    ],
  });
});

// The figures go with their journals (ON DELETE CASCADE).
afterAll(() => deleteTestJournals(ids));

const wileyItem = {
  Sourceid: String(wileyId),
  'Lama Waktu': '72 days to first decision',
  'Acceptance Rate': '10%',
  Biaya: 'USD 3,570',
  reviewTime: {
    measure: 'first_decision',
    value: 72,
    unit: 'days',
    statistic: null,
    source: 'Wiley Journal Finder',
    date: '2026-08-11',
    periodStart: null,
  },
  acceptanceRate: {
    measure: 'acceptance_rate',
    value: 10,
    unit: 'percent',
    statistic: null,
    source: 'Wiley Journal Finder',
    date: '2026-08-11',
    periodStart: null,
  },
  apc: { amount: 3570, currency: 'USD', kind: 'publisher', year: 2026, source: 'Wiley Journal Finder', date: '2026-08-11' },
};
const plosItem = {
  Sourceid: String(plosId),
  'Lama Waktu': '189 days from submission to acceptance (median)',
  'Acceptance Rate': null,
  reviewTime: {
    measure: 'submission_to_acceptance',
    value: 189,
    unit: 'days',
    statistic: 'median',
    source: 'PLOS',
    date: '2023-11-29',
    periodStart: '2022-11-29',
  },
  acceptanceRate: null,
  apc: null,
};
const operatorItem = {
  Sourceid: String(operatorId),
  'Lama Waktu': '5 weeks',
  'Acceptance Rate': '30%',
  reviewTime: { measure: 'review_time', value: 5, unit: 'weeks', statistic: null, source: 'Editor survey', date: null, periodStart: null },
  acceptanceRate: {
    measure: 'acceptance_rate',
    value: 30,
    unit: 'percent',
    statistic: null,
    source: 'Editor survey',
    date: null,
    periodStart: null,
  },
};

describe('the figures in the journal API', () => {
  it('GET /api/journal gives each card its figures with source and date, the operator’s winning', async () => {
    const response = await getList(new Request(`http://localhost/api/journal?category=${encodeURIComponent(marker)}`));
    const body = await response.json();
    expect(body.data).toEqual([
      expect.objectContaining(wileyItem),
      expect.objectContaining(plosItem),
      expect.objectContaining(operatorItem),
    ]);
  });

  it('GET /api/journal/search gives the same figures', async () => {
    const response = await getSearch(new Request(`http://localhost/api/journal/search?q=${tag}&limit=3`));
    const body = await response.json();
    const bySourceId = Object.fromEntries(body.data.map((item: { Sourceid: string }) => [item.Sourceid, item]));
    expect(bySourceId[String(wileyId)]).toMatchObject(wileyItem);
    expect(bySourceId[String(plosId)]).toMatchObject(plosItem);
    expect(bySourceId[String(operatorId)]).toMatchObject(operatorItem);
  });

  it('GET /api/journal/{sourceid} gives the figures and every published one', async () => {
    const detail = async (id: bigint) =>
      (await getDetail(new Request(`http://localhost/api/journal/${id}`), { params: Promise.resolve({ sourceid: String(id) }) })).json();
    const { Sourceid: _wiley, ...wileyDetail } = wileyItem;
    expect(await detail(wileyId)).toMatchObject({ ...wileyDetail, apcSource: 'publisher', apcYear: 2026 });
    const plosDetail = await detail(plosId);
    expect(plosDetail).toMatchObject({ 'Lama Waktu': plosItem['Lama Waktu'], reviewTime: plosItem.reviewTime });
    expect(plosDetail.figures).toEqual([
      plosItem.reviewTime,
      { ...plosItem.reviewTime, measure: 'submission_to_publication', value: 226 },
    ]);
    const operatorDetail = await detail(operatorId);
    expect(operatorDetail).toMatchObject({ 'Acceptance Rate': '30%', acceptanceRate: { source: 'Editor survey' } });
    expect(operatorDetail.figures).toEqual([expect.objectContaining({ measure: 'acceptance_rate', value: 12 })]);
  });
});
