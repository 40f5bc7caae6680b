// Tests only: catalogue entries with plausible defaults, so each test names just the fields it is about.
import type { ScopusEntry, SintaEntry } from '../lib/recommend/engine/catalogue-entry';

let next = 1;

export function scopusEntry(overrides: Partial<ScopusEntry> & { title: string }): ScopusEntry {
  const categoryList = overrides.categoryList ?? [];
  return {
    type: 'scopus',
    sourceId: String(990_100_000 + (next += 1)),
    areaList: [],
    categoryQuartiles: categoryList.map((name) => ({ name, quartile: 'Q2' })),
    publisher: null,
    country: 'United Kingdom',
    sjr: 1,
    sjrBestQuartile: 'Q2',
    isOpenAccess: false,
    isOpenAccessDiamond: false,
    apcAmount: null,
    apcCurrency: null,
    apcSource: null,
    reviewTimeWeeks: null,
    acceptanceRate: null,
    doajLanguages: null,
    scope: null,
    ...overrides,
    categoryList,
  };
}

export function sintaEntry(overrides: Partial<SintaEntry> & { title: string }): SintaEntry {
  const id = (next += 1);
  return {
    type: 'sinta',
    id,
    websiteUrl: `https://jurnal-${id}.example.ac.id`,
    subjectAreas: [],
    affiliation: null,
    accreditation: 3,
    doajLanguages: null,
    doajHasApc: null,
    scope: null,
    ...overrides,
  };
}

const syntheticCategories = [
  'Control and Systems Engineering', 'Artificial Intelligence', 'Hematology', 'Oncology', 'Plant Science',
  'Agronomy and Crop Science', 'Software', 'Water Science and Technology', 'Pollution', 'Mechanical Engineering',
  'Immunology', 'Cell Biology', 'Soil Science', 'Computer Science Applications', 'Economics and Econometrics',
];
const syntheticEnglish = [
  'robotics', 'learning', 'machine', 'blood', 'cancer', 'plant', 'crop', 'water', 'soil', 'software', 'energy',
  'materials', 'economics', 'health', 'education', 'management', 'systems', 'control', 'immunology', 'cell',
];
const syntheticIndonesian = ['pertanian', 'pendidikan', 'kesehatan', 'ekonomi', 'teknik', 'hukum', 'tanah', 'air'];

/** Many journals, the same for the same size: titles and categories combined from small word lists. */
export function syntheticCatalogue(size: number): (ScopusEntry | SintaEntry)[] {
  return Array.from({ length: size }, (_, number) => {
    const word = (list: string[], step: number) => list[(number * step + step) % list.length] ?? '';
    if (number % 5 === 4) {
      return sintaEntry({
        title: `Jurnal ${word(syntheticIndonesian, 3)} dan ${word(syntheticIndonesian, 5)} ${number}`,
        subjectAreas: [number % 2 === 0 ? 'Agriculture' : 'Engineering'],
        accreditation: 1 + (number % 6),
      });
    }
    const categoryList = [word(syntheticCategories, 7), word(syntheticCategories, 11)];
    return scopusEntry({
      title: `${word(syntheticEnglish, 3)} ${word(syntheticEnglish, 7)} and ${word(syntheticEnglish, 13)} ${number}`,
      categoryList,
      sjr: (number % 40) / 4,
    });
  });
}
