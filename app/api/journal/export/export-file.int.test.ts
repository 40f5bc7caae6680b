// The export as a researcher's spreadsheet opens it: read by exceljs's CSV reader the way a spreadsheet of the page's
// language reads cells (test-support/read-csv-as-spreadsheet.ts). On /id the cells are split on ";" and "7,947" is
// the number 7.947; on /en on "," with "7.947". ISSNs stay text with their leading zeros, figures are numbers, words
// are the language's, and formula-looking text is defused.
import { db } from '@/lib/core/db';
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
let ids: bigint[] = [];
let premium: TestViewer;

const base = { areaList: [tag], categoryList: ['Education'], docsYear: 2025, dataYear: 2025, country: 'Indonesia' };
beforeAll(async () => {
  premium = await createTestViewer(tag, 'premium');
  ids = await insertTestJournals([
    {
      ...base, sourceId: 990000451n, rank: 900451, title: `Cakrawala ${tag}`, issn: '00461520, 15326985',
      issns: ['00461520', '15326985'], sjr: 7.947, hIndex: 1234, sjrBestQuartile: 'Q1', apcAmount: 2652,
      apcCurrency: 'USD', apcSource: 'estimate', apcYear: 2024, apcOrigin: 'SJR 2024', acceptanceRate: 23.5,
      metricsSource: 'Operator', publisher: '=HYPERLINK("x")', isOpenAccess: true,
    },
    {
      ...base, sourceId: 990000452n, rank: 900452, title: `Beta ${tag}`, issn: '12345678', issns: ['12345678'],
      sjr: 0.105, hIndex: 5, sjrBestQuartile: 'Q4', apcAmount: 1800, apcCurrency: 'USD', apcSource: 'publisher',
      apcYear: 2023, apcOrigin: 'APC dataverse', publisher: 'Pub; "Quoted", Inc', isOpenAccess: false,
    },
  ]);
  await db.journalMetric.create({
    data: {
      sourceId: 990000451n, measure: 'submission_to_acceptance', value: 60.5, statistic: 'median', source: 'PLOS',
      asOf: new Date('2023-11-29'), periodStart: new Date('2022-11-29'),
    },
  });
});

afterAll(async () => {
  await deleteTestViewers([premium]);
  await deleteTestJournals(ids);
});

async function exported(lang: 'id' | 'en'): Promise<string> {
  const url = `http://localhost/api/journal/export?${new URLSearchParams({ q: tag, sort: 'sjr', lang })}`;
  const response = await exportCsv(new Request(url, { headers: { 'x-auth-token': premium.token } }));
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A UTF-8 byte order mark first, so Excel reads the file as UTF-8; kept here for the reader to meet it.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** The header row's cells by name, for one data row. */
const byHeader = (header: unknown[], row: unknown[]) =>
  Object.fromEntries(header.map((name, index) => [String(name), row[index]]));

describe('GET /api/journal/export, opened as a spreadsheet', () => {
  it('on /id: semicolons, a decimal comma and Indonesian words; hyphenated ISSNs stay text', async () => {
    const text = await exported('id');
    // Cells split on ";", with decimal commas.
    expect(text).toContain(';7,947;1234;');
    const [[sources], header, ...rows] = await readCsvAsSpreadsheet(text, 'id', ';');
    expect(sources).toMatch(/^# Sumber: SCImago Journal & Country Rank .*jenis APC "perkiraan".*Baris: semua 2 jurnal yang cocok\.$/);
    expect(header).toEqual([
      'Judul', 'ISSN', 'Penerbit', 'Negara', 'Kuartil', 'SJR 2025', 'Indeks H', 'Bidang', 'Kategori', 'APC',
      'Mata uang APC', 'Jenis APC', 'Tahun APC', 'Sumber APC', 'Lama review', 'Satuan lama review',
      'Yang diukur lama review', 'Sumber lama review', 'Tanggal lama review', 'Tingkat penerimaan (%)',
      'Sumber tingkat penerimaan', 'Tanggal tingkat penerimaan', 'Akses terbuka',
      'Di DOAJ', 'Segel DOAJ', 'Lisensi', 'Bahasa naskah', 'APC (DOAJ)', 'Rekaman DOAJ', 'Tanggal DOAJ',
    ]);
    expect(rows).toHaveLength(2);
    expect(byHeader(header, rows[0])).toEqual({
      Judul: `Cakrawala ${tag}`,
      ISSN: '0046-1520, 1532-6985',
      Penerbit: `'=HYPERLINK("x")`,
      Negara: 'Indonesia',
      Kuartil: 'Q1',
      'SJR 2025': 7.947,
      'Indeks H': 1234,
      Bidang: tag,
      Kategori: 'Education',
      APC: 2652,
      'Mata uang APC': 'USD',
      'Jenis APC': 'perkiraan',
      'Tahun APC': 2024,
      'Sumber APC': 'SJR 2024',
      'Lama review': 60.5,
      'Satuan lama review': 'hari',
      'Yang diukur lama review': 'pengiriman hingga diterima (median)',
      'Sumber lama review': 'PLOS',
      'Tanggal lama review': '2022-11-29/2023-11-29',
      'Tingkat penerimaan (%)': 23.5,
      'Sumber tingkat penerimaan': 'Operator',
      'Tanggal tingkat penerimaan': null,
      'Akses terbuka': 'ya',
      'Di DOAJ': 'tidak',
      'Segel DOAJ': null,
      Lisensi: null,
      'Bahasa naskah': null,
      'APC (DOAJ)': null,
      'Rekaman DOAJ': null,
      'Tanggal DOAJ': null,
    });
    expect(byHeader(header, rows[1])).toMatchObject({
      ISSN: '1234-5678',
      Penerbit: 'Pub; "Quoted", Inc',
      'SJR 2025': 0.105,
      APC: 1800,
      'Jenis APC': 'harga penerbit',
      'Lama review': null,
      'Akses terbuka': 'tidak',
    });
  });

  it('on /en: commas, a decimal point and English words', async () => {
    const text = await exported('en');
    expect(text).toContain(',7.947,1234,');
    const [[sources], header, ...rows] = await readCsvAsSpreadsheet(text, 'en', ',');
    expect(sources).toMatch(/^# Sources: SCImago Journal & Country Rank .*Rows: all 2 matching journals\.$/);
    expect(header.slice(0, 7)).toEqual(['Title', 'ISSN', 'Publisher', 'Country', 'Quartile', 'SJR 2025', 'H index']);
    expect(byHeader(header, rows[0])).toMatchObject({
      ISSN: '0046-1520, 1532-6985',
      Publisher: `'=HYPERLINK("x")`,
      'SJR 2025': 7.947,
      APC: 2652,
      'APC kind': 'estimate',
      'Review time': 60.5,
      'Review time unit': 'days',
      'Review time measures': 'from submission to acceptance (median)',
      'Acceptance rate (%)': 23.5,
      'Open access': 'yes',
    });
    expect(byHeader(header, rows[1])).toMatchObject({ ISSN: '1234-5678', 'SJR 2025': 0.105, 'APC kind': 'publisher price' });
  });
});
