// DOAJ's journal list into a scratch database: the vendored eight-column file (21,307 journals), matched by ISSN to
// the SJR and SINTA journals the catalogue and SINTA imports write; then an operator's full export (the sample in
// test-support/doaj/) whose weeks to publication and APC amounts the catalogue uses with DOAJ and the export's day,
// and which a later vendored import keeps. It lives with the chain's last importer (DOAJ, then the catalogue, then
// SINTA), whose folder may import the other two.
import path from 'node:path';
import { importCatalogue } from '../../catalogue/import/import-catalogue';
import { importDoaj, importDoajIfEmpty } from '../../doaj/import/import-doaj';
import { importSinta } from './import-sinta';
import { queryRows, useScratchDatabase } from '../../../test-support/scratch-database';

jest.setTimeout(600_000);
const dataDir = path.join(process.cwd(), 'data');
const sample = path.join(process.cwd(), 'test-support', 'doaj', 'journalcsv__doaj_20260507_sample.csv');
const scratch = useScratchDatabase();

interface ApcRow {
  apc_amount: number | null;
  apc_currency: string | null;
  apc_source: string | null;
  apc_origin: string | null;
  apc_observed_on: string | null;
}

const apcOf = async (sourceId: string) =>
  (
    await queryRows<ApcRow>(
      scratch.url,
      `SELECT apc_amount, apc_currency, apc_source::text, apc_origin, to_char(apc_observed_on, 'YYYY-MM-DD') AS apc_observed_on
       FROM journals WHERE source_id = $1`,
      [sourceId],
    )
  )[0];

describe('the DOAJ import', () => {
  it('imports the vendored list once on a fresh database, then again changes nothing', async () => {
    const log = jest.fn();
    const start = () => importDoajIfEmpty({ databaseUrl: scratch.url, dataDir, log });
    expect((await Promise.all([start(), start()])).sort()).toEqual([false, true]);
    const again = await importDoaj({ databaseUrl: scratch.url, dataDir });
    expect(again).toMatchObject({
      origin: 'vendored',
      isImported: true,
      rows: 21_307,
      journals: 21_307,
      withoutIssn: 0,
      isFullExport: false,
      asOf: '2025-02-09',
      inserted: 0,
      updated: 0,
      removed: 0,
      unchanged: 21_307,
    });
    const [counts] = await queryRows<Record<string, string>>(
      scratch.url,
      `SELECT count(*) FILTER (WHERE has_seal) AS seal, count(*) FILTER (WHERE has_apc) AS apc,
              count(*) FILTER (WHERE 'Indonesian' = ANY(languages)) AS indonesian FROM doaj_journals`,
    );
    expect(counts).toMatchObject({ seal: '1647', apc: '7432' });
    // A quoted publisher with doubled quotes inside stays one field (RFC 4180).
    const [historia] = await queryRows<{ publisher: string; licences: string[] }>(
      scratch.url,
      "SELECT publisher, licences FROM doaj_journals WHERE key = '24690732'",
    );
    expect(historia).toEqual({
      publisher: 'Instituto Superior del Profesorado N° 3 "Eduardo Lafferriére", Villa Constitución',
      licences: ['CC BY'],
    });
  });

  it('matches SJR and SINTA journals by either ISSN, and prices only where an estimate can hold', async () => {
    const catalogue = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    const sinta = await importSinta({ databaseUrl: scratch.url, dataDir });
    expect(catalogue.doajMatched).toBe(8_871);
    expect(sinta.doajMatched).toBe(2_195);
    // Cakrawala Pendidikan: an Indonesian journal DOAJ lists with an APC (no amount in the list): no estimate.
    expect(await apcOf('21100888509')).toEqual({
      apc_amount: null, apc_currency: null, apc_source: null, apc_origin: null, apc_observed_on: null,
    });
    // CVPR's proceedings: never an estimate.
    expect((await apcOf('24212')).apc_source).toBeNull();
    // A journal DOAJ lists without an APC, SJR not calling it diamond: no charge, credited to DOAJ and its day.
    expect(await apcOf('21101329141')).toEqual({
      apc_amount: 0, apc_currency: null, apc_source: 'no_charge', apc_origin: 'DOAJ', apc_observed_on: '2025-02-09',
    });
    const [estimates] = await queryRows<{ diamond: string; doajNo: string; indonesian: string; proceedings: string }>(
      scratch.url,
      `SELECT count(*) FILTER (WHERE j.is_open_access_diamond) AS diamond,
              count(*) FILTER (WHERE d.has_apc = false) AS "doajNo",
              count(*) FILTER (WHERE j.country = 'Indonesia') AS indonesian,
              count(*) FILTER (WHERE j.type = 'conference and proceedings') AS proceedings
       FROM journals j LEFT JOIN doaj_journals d ON d.key = j.doaj_key WHERE j.apc_source = 'estimate'`,
    );
    expect(estimates).toEqual({ diamond: '0', doajNo: '0', indonesian: '0', proceedings: '0' });
  });

  it("loads an operator's full export, whose weeks and APC amounts the catalogue uses with DOAJ and the export's day", async () => {
    const result = await importDoaj({ databaseUrl: scratch.url, dataDir, file: sample });
    expect(result).toMatchObject({
      origin: 'operator',
      isImported: true,
      rows: 6,
      journals: 5,
      withoutIssn: 1,
      isFullExport: true,
      asOf: '2026-05-07',
      // Indonesian Journal of Science and Technology is new (the vendored list lacks it); the other four are updated.
      inserted: 1,
      updated: 4,
      removed: 21_303,
    });
    const catalogue = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    const sinta = await importSinta({ databaseUrl: scratch.url, dataDir });
    expect(catalogue.doajMatched).toBe(5);
    expect(sinta.doajMatched).toBeGreaterThanOrEqual(2);
    // The Indonesian journal's own amount, in its currency, from DOAJ's export of 2026-05-07.
    expect(await apcOf('21100888509')).toEqual({
      apc_amount: 1_000_000, apc_currency: 'IDR', apc_source: 'publisher', apc_origin: 'DOAJ', apc_observed_on: '2026-05-07',
    });
    // Revista de Saúde Pública lists BRL and USD: the USD amount replaces the estimate.
    expect(await apcOf('22596')).toMatchObject({ apc_amount: 450, apc_currency: 'USD', apc_origin: 'DOAJ' });
    // PLOS ONE keeps its publisher's price and PLOS's own median days to publication.
    expect((await apcOf('10600153309')).apc_origin).not.toBe('DOAJ');
    const figures = await queryRows<{ source_id: string; value: number; source: string; as_of: string }>(
      scratch.url,
      `SELECT source_id::text, value, source, to_char(as_of, 'YYYY-MM-DD') AS as_of FROM journal_metrics
       WHERE measure = 'submission_to_publication' AND source_id IN (21100888509, 22596, 10600153309) ORDER BY source_id`,
    );
    expect(figures).toEqual([
      { source_id: '10600153309', value: 201, source: 'PLOS', as_of: '2023-11-29' },
      { source_id: '21100888509', value: 84, source: 'DOAJ', as_of: '2026-05-07' },
      { source_id: '22596', value: 140, source: 'DOAJ', as_of: '2026-05-07' },
    ]);
    const [entry] = await queryRows<{ doaj_url: string; weeks_to_publication: number; has_seal: boolean }>(
      scratch.url,
      "SELECT doaj_url, weeks_to_publication, has_seal FROM doaj_journals WHERE key = '15188787'",
    );
    expect(entry).toEqual({ doaj_url: 'https://doaj.org/toc/1518-8787', weeks_to_publication: 20, has_seal: true });

    // A later import of the vendored list keeps the operator's newer export.
    const vendored = await importDoaj({ databaseUrl: scratch.url, dataDir });
    expect(vendored).toMatchObject({ isImported: false, unchanged: 5 });
    const [{ count }] = await queryRows<{ count: string }>(scratch.url, 'SELECT count(*) FROM doaj_journals');
    expect(count).toBe('5');
  });
});
