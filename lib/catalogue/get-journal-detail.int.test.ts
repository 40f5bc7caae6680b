// getJournalDetail keeps a journal it found for a minute (a page rendered anew does not ask the database each time),
// but never an id it did not find: a journal added meanwhile is found at once.
import { db } from '../core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '../../test-support/journal-test-data';
import { getJournalDetail } from './get-journal-detail';

const tag = uniqueTag();
const ids = [990000451n, 990000452n];

afterAll(async () => {
  await deleteTestJournals(ids);
});

test('an unknown id is not kept: the journal inserted after the miss is found', async () => {
  await deleteTestJournals([ids[0]!]);
  expect(await getJournalDetail(String(ids[0]))).toBeNull();
  await insertTestJournals([{ sourceId: ids[0], title: `Added ${tag}`, docsYear: 2025 }]);
  expect((await getJournalDetail(String(ids[0])))?.Title).toBe(`Added ${tag}`);
});

test('a journal found is answered from memory within the minute, without reading its row again', async () => {
  await insertTestJournals([{ sourceId: ids[1], title: `Kept ${tag}`, docsYear: 2025 }]);
  expect((await getJournalDetail(String(ids[1])))?.Title).toBe(`Kept ${tag}`);
  await db.journal.update({ where: { sourceId: ids[1] }, data: { title: `Renamed ${tag}` } });
  expect((await getJournalDetail(String(ids[1])))?.Title).toBe(`Kept ${tag}`);
});
