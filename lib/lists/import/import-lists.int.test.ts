// The reference lists from the real vendored files into a scratch database: counts, idempotence, the first-start
// import, and that an operator's Elsevier list is never replaced by a stand-in.
import path from 'node:path';
import { queryRows, useScratchDatabase } from '../../../test-support/scratch-database';
import { importListsIfEmpty, importReferenceLists } from './import-lists';

jest.setTimeout(180_000);
const dataDir = path.join(process.cwd(), 'data');

const query = queryRows;

const scratch = useScratchDatabase();

describe('importListsIfEmpty and importReferenceLists', () => {
  it('imports every list once on a fresh database, with the merged counts', async () => {
    const messages: string[] = [];
    const start = () => importListsIfEmpty({ databaseUrl: scratch.url, dataDir, log: (m) => messages.push(m) });
    expect((await Promise.all([start(), start()])).sort()).toEqual([false, true]);
    expect(messages.filter((message) => message === 'reference lists imported')).toHaveLength(1);

    const [counts] = await query<Record<string, string>>(
      scratch.url,
      `SELECT (SELECT count(*) FROM predatory_journals) AS journals,
              (SELECT count(*) FROM predatory_publishers) AS publishers,
              (SELECT count(*) FROM hijacked_journals) AS hijacked,
              (SELECT count(*) FROM new_journals WHERE origin = 'sjr_diff' AND accepted_on IS NULL) AS new,
              (SELECT count(*) FROM discontinued_journals
                WHERE origin = 'sjr_marked' AND reason IS NULL AND year IS NULL) AS discontinued`,
    );
    // 1,445 + 2,780 journal rows merge into 2,789 entries (1,412 on both lists); 824 + 1,363 publishers into 1,343.
    expect(counts).toEqual({ journals: '2789', publishers: '1343', hijacked: '115', new: '1684', discontinued: '132' });
    expect(await start()).toBe(false);
  });

  it('keeps both lists on a merged entry and the date only predatoryjournals.org gives', async () => {
    const rows = await query<{ source: string; date: string | null; count: string }>(
      scratch.url,
      `SELECT source, to_char(source_list_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)
       FROM predatory_journals GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows).toEqual([
      { source: 'beallslist.net', date: null, count: '21' },
      { source: 'beallslist.net, predatoryjournals.org', date: '2025-06-20', count: '1412' },
      { source: 'predatoryjournals.org', date: '2025-06-20', count: '1356' },
    ]);
    const [arnaca] = await query<{ name: string; host: string }>(
      scratch.url,
      "SELECT name, host FROM predatory_journals WHERE normalised_key = 'arnaca.com'",
    );
    // http://www.arnaca.com/ and http://arnaca.com/ on both lists: one entry, beallslist.net's name first.
    expect(arnaca).toEqual({ name: 'American Journal of Advances in Medical Science', host: 'arnaca.com' });
    const discontinued = await query<{ title: string }>(
      scratch.url,
      "SELECT title FROM discontinued_journals WHERE title ILIKE '%(discontinued)%'",
    );
    expect(discontinued).toEqual([]);
  });

  it('changes nothing on a second run, and says so', async () => {
    const [before] = await query(scratch.url, 'SELECT max(imported_at) AS latest FROM predatory_journals');
    const result = await importReferenceLists({ databaseUrl: scratch.url, dataDir });
    expect(result.isUnchanged).toBe(true);
    expect(result.predatoryJournals).toMatchObject({ total: 2789, inserted: 0, updated: 0, removed: 0, unchanged: 2789 });
    expect(result.newJournals).toMatchObject({ origin: 'sjr_diff', total: 1684, inserted: 0, removed: 0 });
    expect(result.discontinued).toMatchObject({ origin: 'sjr_marked', total: 132, inserted: 0, removed: 0 });
    expect(await query(scratch.url, 'SELECT max(imported_at) AS latest FROM predatory_journals')).toEqual([before]);
  });

  it('repairs a changed or removed row, and removes an entry no list holds', async () => {
    await query(scratch.url, "UPDATE predatory_publishers SET name = 'Renamed' WHERE normalised_key = 'mdpi.com'");
    await query(scratch.url, "DELETE FROM new_journals WHERE source_id = 21101287737");
    await query(
      scratch.url,
      "INSERT INTO hijacked_journals (name, normalised_key, source) VALUES ('Gone', 'gone.example', 'x')",
    );
    const result = await importReferenceLists({ databaseUrl: scratch.url, dataDir });
    expect(result.isUnchanged).toBe(false);
    expect(result.predatoryPublishers).toMatchObject({ updated: 1, inserted: 0, removed: 0 });
    expect(result.newJournals).toMatchObject({ inserted: 1, removed: 0 });
    expect(result.hijacked).toMatchObject({ removed: 1, inserted: 0 });
  });

  it("leaves an operator's Elsevier list in place instead of adding the stand-in again", async () => {
    await query(scratch.url, "DELETE FROM new_journals WHERE origin = 'sjr_diff'");
    await query(scratch.url, "INSERT INTO new_journals (title, origin) VALUES ('From Elsevier', 'elsevier')");
    const result = await importReferenceLists({ databaseUrl: scratch.url, dataDir });
    expect(result.newJournals).toEqual({ origin: 'elsevier', kept: 1 });
    const rows = await query<{ origin: string }>(scratch.url, 'SELECT DISTINCT origin::text FROM new_journals');
    expect(rows).toEqual([{ origin: 'elsevier' }]);
  });
});
