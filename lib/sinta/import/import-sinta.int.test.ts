// The SINTA journals from the real vendored file into a scratch database: all 12,777, stored as SINTA publishes
// them (levels, decimal comma, thousands dots), idempotent, imported once on the first start.
import path from 'node:path';
import { queryRows, useScratchDatabase } from '../../../test-support/scratch-database';
import { importSinta, importSintaIfEmpty } from './import-sinta';

jest.setTimeout(180_000);
const dataDir = path.join(process.cwd(), 'data');

const query = queryRows;

const scratch = useScratchDatabase();

describe('importSinta', () => {
  it('imports all 12,777 journals once on a fresh database', async () => {
    const log = jest.fn();
    const start = () => importSintaIfEmpty({ databaseUrl: scratch.url, dataDir, log });
    expect((await Promise.all([start(), start()])).sort()).toEqual([false, true]);
    const levels = await query<{ accreditation: number; count: string }>(
      scratch.url,
      'SELECT accreditation, count(*) FROM sinta_journals GROUP BY 1 ORDER BY 1',
    );
    expect(levels).toEqual([
      { accreditation: 1, count: '226' },
      { accreditation: 2, count: '1111' },
      { accreditation: 3, count: '2119' },
      { accreditation: 4, count: '4255' },
      { accreditation: 5, count: '4731' },
      { accreditation: 6, count: '335' },
    ]);
    expect(await start()).toBe(false);
  });

  it('stores a row as SINTA publishes it: numbers the Indonesian way, subjects split, placeholders null', async () => {
    const [konstitusi] = await query(
      scratch.url,
      `SELECT title, website_url, p_issn, e_issn, issns, subject_areas, affiliation, impact, h5_index,
              citations5_years, citations, is_scopus_indexed FROM sinta_journals WHERE id = 750`,
    );
    expect(konstitusi).toEqual({
      title: 'Jurnal Konstitusi',
      website_url: 'https://jurnalkonstitusi.mkri.id/index.php/jk',
      p_issn: '18297706',
      e_issn: '25481657',
      issns: ['18297706', '25481657'],
      subject_areas: ['Education', 'Social'],
      affiliation:
        'Pusat Penelitian dan Pengkajian Perkara dan Pengelolaan Perpustakaan Mahkamah Konstitusi Republik Indonesia',
      impact: 217,
      h5_index: 56,
      citations5_years: 14670,
      citations: 17678,
      is_scopus_indexed: false,
    });
    const [counts] = await query<Record<string, string>>(
      scratch.url,
      `SELECT count(*) FILTER (WHERE cardinality(subject_areas) > 0) AS with_subject,
              count(*) FILTER (WHERE p_issn = '0') AS zero_issn,
              count(DISTINCT website_url) AS websites
       FROM sinta_journals`,
    );
    // 59 websites have more than one profile (58 two, one three): 12,777 rows, 12,717 websites.
    expect(counts).toEqual({ with_subject: '3204', zero_issn: '0', websites: '12717' });
  });

  it('changes nothing on a second run, and rewrites only a changed row', async () => {
    expect(await importSinta({ databaseUrl: scratch.url, dataDir })).toMatchObject({
      total: 12_777,
      inserted: 0,
      updated: 0,
      unchanged: 12_777,
      notInFile: 0,
    });
    await query(scratch.url, 'UPDATE sinta_journals SET accreditation = 6 WHERE id = 750');
    expect(await importSinta({ databaseUrl: scratch.url, dataDir })).toMatchObject({ updated: 1, unchanged: 12_776 });
  });
});
