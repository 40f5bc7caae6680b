// GET /api/journal/facets: every field, quartile and category with its count of journals, sorted by value.
import { deleteTestJournals, insertTestJournals, uniqueTag } from '@/test-support/journal-test-data';
import type { FacetValue, JournalFacets } from '@/lib/catalogue/journal-types';
import { GET } from './route';

const tag = uniqueTag();
let ids: bigint[] = [];

beforeAll(async () => {
  ids = await insertTestJournals([
    { sourceId: 990000501n, areaList: [`Nursing ${tag}`, `Medicine ${tag}`], categoryList: [`Oncology ${tag}`] },
    { sourceId: 990000502n, areaList: [`Medicine ${tag}`], categoryList: [`Surgical Oncology ${tag}`, `Oncology ${tag}`] },
    { sourceId: 990000503n, areaList: [`medicine ${tag}`], categoryList: [] },
  ]);
});

afterAll(async () => {
  await deleteTestJournals(ids);
});

const ours = (values: FacetValue[]) => values.filter(({ value }) => value.endsWith(tag));
const isSorted = (values: FacetValue[]) =>
  values.every((entry, index) => index === 0 || values[index - 1].value.localeCompare(entry.value, 'en', { numeric: true }) <= 0);

describe('GET /api/journal/facets', () => {
  it('counts each field and category entry, sorted by value', async () => {
    const response = await GET(new Request('http://localhost/api/journal/facets'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const facets = (await response.json()) as JournalFacets;
    expect(ours(facets.fields)).toEqual([
      { value: `medicine ${tag}`, count: 1 },
      { value: `Medicine ${tag}`, count: 2 },
      { value: `Nursing ${tag}`, count: 1 },
    ]);
    expect(ours(facets.categories)).toEqual([
      { value: `Oncology ${tag}`, count: 2 },
      { value: `Surgical Oncology ${tag}`, count: 1 },
    ]);
    expect(facets.quartiles.map(({ value }) => value)).toEqual(expect.arrayContaining(['Q1']));
    expect(facets.quartiles.every(({ value }) => /^Q[1-4]$/.test(value))).toBe(true);
    expect(isSorted(facets.fields) && isSorted(facets.categories) && isSorted(facets.quartiles)).toBe(true);
  });
});
