// What the cross-links really find on the vendored data (catalogue, lists and SINTA in a scratch database), counted
// with the same pure matchers the API uses. The lists carry no ISSN and the catalogue no website, so journals meet the
// lists by link only through SINTA websites; and by title only where the list's link is on the publisher's own site.
// These counts are the honest size of the feature.
import path from 'node:path';
import { Client } from 'pg';
import { importRealData } from '../../test-support/import-real-data';
import { createMigratedScratchDatabase, type ScratchDatabase } from '../../test-support/scratch-database';
import { indexListEntries, type ListEntry, matchListEntries } from './match-list-entries';
import { indexTitlesOnPublisherSites, matchTitleOnPublisherSite } from './match-title-on-publisher-site';

jest.setTimeout(300_000);
const dataDir = path.join(process.cwd(), 'data');
let scratch: ScratchDatabase;
let client: Client;

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  await importRealData({ databaseUrl: scratch.url, dataDir });
  client = new Client({ connectionString: scratch.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await scratch.drop();
});

async function loadIndex() {
  const entries: ListEntry[] = [];
  for (const [table, kind] of [
    ['predatory_journals', 'journal'],
    ['predatory_publishers', 'publisher'],
    ['hijacked_journals', 'hijacked'],
  ] as const) {
    const alternate = table === 'hijacked_journals' ? 'alternate_link' : 'NULL';
    const { rows } = await client.query(`SELECT name, link, ${alternate} AS "alternateLink", source FROM ${table}`);
    entries.push(...rows.map((row) => ({ kind, ...row })));
  }
  return indexListEntries(entries);
}

describe('cross-links on the real data', () => {
  it('finds 3 SINTA journals under a predatory journal entry, 1 on a predatory publisher host, none hijacked', async () => {
    const index = await loadIndex();
    const { rows } = await client.query<{ title: string; website_url: string }>(
      'SELECT title, website_url FROM sinta_journals ORDER BY id',
    );
    const hits = rows.flatMap((row) =>
      matchListEntries([row.website_url], index).map((warning) => ({ title: row.title, kind: warning.kind })),
    );
    expect(hits.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'JELTL (Journal of English Language Teaching and Linguistics)', kind: 'journal' },
      { title: 'Journal of English Education', kind: 'publisher' },
      { title: 'Jurnal Teknologi Informasi & Komunikasi dalam Pendidikan', kind: 'journal' },
      { title: 'Jurnal Teknologi Pendidikan', kind: 'journal' },
    ]);
  });

  it('ties 297 SINTA profiles to 295 catalogue journals by exact ISSN, none of which is on a list', async () => {
    const { rows } = await client.query<{ profiles: string; journals: string }>(
      `SELECT count(DISTINCT s.id) AS profiles, count(DISTINCT j.source_id) AS journals
       FROM sinta_journals s JOIN journals j ON j.issns && s.issns`,
    );
    expect(rows[0]).toEqual({ profiles: '297', journals: '295' });
    const index = await loadIndex();
    const { rows: linked } = await client.query<{ website_url: string }>(
      'SELECT DISTINCT s.website_url FROM sinta_journals s JOIN journals j ON j.issns && s.issns',
    );
    expect(matchListEntries(linked.map((row) => row.website_url), index)).toEqual([]);
  });

  it('warns 669 catalogue journals by title on their publisher’s own site, never a namesake of another publisher', async () => {
    const catalogue = await client.query<{ title: string; publisher: string | null }>('SELECT title, publisher FROM journals');
    const listJournals = await client.query('SELECT name, link, source, source_list_date AS "sourceListDate" FROM predatory_journals');
    const listPublishers = await client.query<{ name: string; link: string | null }>('SELECT name, link FROM predatory_publishers');
    const index = indexTitlesOnPublisherSites({
      catalogue: catalogue.rows,
      listJournals: listJournals.rows,
      listPublishers: listPublishers.rows,
    });
    const warned = catalogue.rows
      .map((journal) => ({ journal, warnings: matchTitleOnPublisherSite(journal, index) }))
      .filter(({ warnings }) => warnings.length > 0);
    expect(warned).toHaveLength(669);
    const byDomain = new Map<string, number>();
    for (const { warnings } of warned) byDomain.set(warnings[0]!.domain, (byDomain.get(warnings[0]!.domain) ?? 0) + 1);
    expect(Object.fromEntries(byDomain)).toEqual({
      'mdpi.com': 319,
      'hindawi.com': 204,
      'frontiersin.org': 144,
      'ifgdg.org': 1,
      'virtusinterpress.org': 1,
    });

    const warningOf = (title: string, publisher: string) =>
      matchTitleOnPublisherSite(catalogue.rows.find((row) => row.title === title && row.publisher === publisher)!, index);
    const mdpi = 'Multidisciplinary Digital Publishing Institute (MDPI)';
    for (const title of ['Actuators', 'Acoustics', 'Administrative Sciences', 'Adolescents']) {
      expect(warningOf(title, mdpi)).toEqual([
        expect.objectContaining({ list: 'predatoryjournals.org', date: '2025-06-20', domain: 'mdpi.com', notOn: ['beallslist.net'] }),
      ]);
    }
    expect(warningOf('Acta Neurologica Scandinavica', 'John Wiley and Sons Inc')).toEqual([
      {
        list: 'predatoryjournals.org',
        kind: 'journalTitle',
        name: 'Acta Neurologica Scandinavica',
        link: 'https://www.hindawi.com/journals/ans/',
        date: '2025-06-20',
        domain: 'hindawi.com',
        notOn: ['beallslist.net'],
      },
    ]);
    // The list names MDPI's "Healthcare" and "Vision" on mdpi.com; Elsevier's and SAGE's namesakes are not warned.
    expect(warningOf('Healthcare', 'Elsevier B.V.')).toEqual([]);
    expect(warningOf('Vision', 'SAGE Publications Ltd')).toEqual([]);
  });
});
