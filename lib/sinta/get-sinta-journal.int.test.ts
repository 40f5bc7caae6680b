// A SINTA journal's page by its profile number: the profile with its subjects and number, null for a number SINTA
// lacks; and the existence check proxy.ts answers 404 with, which refuses a malformed number without a query.
import { uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { getSintaJournal } from './get-sinta-journal';
import { sintaJournalExists } from './sinta-journal-exists';

const tag = uniqueTag();
let ids: number[] = [];

beforeAll(async () => {
  ids = await insertTestSintaJournals([
    { title: `Jurnal Biologi ${tag}`, websiteUrl: `https://${tag}.example.ac.id/bio`, subjectAreas: ['Science', 'Education'], accreditation: 3 },
  ]);
});
afterAll(async () => {
  await deleteTestSintaJournals(ids);
});

test('reads the journal by its profile number, with its level, subjects and number', async () => {
  const [id] = ids;
  expect(await getSintaJournal(id!)).toMatchObject({
    sintaId: id,
    Title: `Jurnal Biologi ${tag}`,
    'Current Accreditation': 'Sinta 3',
    subjectAreas: ['Science', 'Education'],
    Website: `https://${tag}.example.ac.id/bio`,
  });
});

test('answers null for a number SINTA lacks, and the existence check agrees', async () => {
  const missing = Math.max(...ids) + 1_000_000;
  expect(await getSintaJournal(missing)).toBeNull();
  expect(await sintaJournalExists(String(missing))).toBe(false);
  expect(await sintaJournalExists(String(ids[0]))).toBe(true);
});

test.each(['0', '-1', '1.5', 'abc', '1e3', '1234567890', ' 12'])('refuses %j as a profile number', async (text) => {
  expect(await sintaJournalExists(text)).toBe(false);
});
