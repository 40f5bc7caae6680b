// The favourite's website lookup: the exact website first, or the SINTA profile URL (the favourite id of a journal
// without a usable website), else the same normalised link (scheme, `www.`, trailing slash, host case), never a
// neighbour on the same host nor a name.
import { uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { getSintaDetail } from './get-sinta-detail';

const tag = uniqueTag();
const site = `https://${tag}.example.ac.id/index.php/JPK`;
let ids: number[] = [];

beforeAll(async () => {
  ids = await insertTestSintaJournals([
    { title: `Jurnal Pendidikan ${tag}`, websiteUrl: site, subjectAreas: ['Education'], accreditation: 2 },
    { title: `Jurnal Tetangga ${tag}`, websiteUrl: `https://${tag}.example.ac.id/index.php/other`, accreditation: 4 },
    // As SINTA publishes Kajian Ekonomi dan Keuangan: a website of "#!".
    { title: `Kajian Ekonomi ${tag}`, websiteUrl: '#!', accreditation: 3 },
  ]);
});
afterAll(async () => {
  await deleteTestSintaJournals(ids);
});

const titleOf = async (website: string) => (await getSintaDetail(website))?.Title ?? null;

test('finds the journal by the website exactly as SINTA publishes it, with name, level and subject', async () => {
  expect(await getSintaDetail(site)).toMatchObject({
    Title: `Jurnal Pendidikan ${tag}`,
    'Current Accreditation': 'Sinta 2',
    'Subject Area': 'Education',
    Website: site,
  });
});

test('finds a favourite saved with another scheme, www., a trailing slash or another host case', async () => {
  for (const saved of [
    `http://${tag}.example.ac.id/index.php/JPK`,
    `https://www.${tag}.example.ac.id/index.php/JPK/`,
    `https://${tag.toUpperCase()}.EXAMPLE.ac.id/index.php/JPK`,
  ]) {
    expect(await titleOf(saved)).toBe(`Jurnal Pendidikan ${tag}`);
  }
});

test('finds nothing for another folder of the same host, nor for a name', async () => {
  expect(await titleOf(`https://${tag}.example.ac.id/index.php/JPK2`)).toBeNull();
  expect(await titleOf(`https://${tag}.example.ac.id/`)).toBeNull();
  expect(await titleOf(`Jurnal Pendidikan ${tag}`)).toBeNull();
});

test('finds a journal without a usable website by its SINTA profile URL, which is its favourite id', async () => {
  const profileUrl = `https://sinta.kemdikbud.go.id/journals/profile/${ids[2]}`;
  expect(await getSintaDetail(profileUrl)).toMatchObject({ Title: `Kajian Ekonomi ${tag}`, Website: '#!', favoriteId: profileUrl });
  // A journal with a website keeps it as its favourite id.
  expect(await getSintaDetail(site)).toMatchObject({ favoriteId: site });
});
