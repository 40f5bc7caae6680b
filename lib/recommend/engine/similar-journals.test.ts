// Journals like a given one on a tiny built index where the answer is known: the journal itself and its twin of the
// same title are never listed, a journal of its field comes before an unrelated one, a Scopus journal is compared
// with Scopus journals only, a SINTA journal with both, and a journal with works is compared by what it publishes.
import { loadWordList } from '../bridge/word-list';
import { scopusEntry, sintaEntry } from '../../../test-support/test-catalogue';
import { buildRecommendIndex } from './build-index';
import type { CatalogueEntry } from './catalogue-entry';
import { findSimilarJournals, journalKey, type SimilarJournalsSource } from './similar-journals';
import { WorksCollector } from './works-collector';

const words = loadWordList();

const hydrology = scopusEntry({ title: 'Journal of Hydrology', categoryList: ['Water Science and Technology'] });
const hydrologyOnline = scopusEntry({ title: 'Journal of Hydrology (Online)', categoryList: ['Water Science and Technology'] });
const waterResearch = scopusEntry({ title: 'Water Research', categoryList: ['Water Science and Technology', 'Pollution'] });
const hydrologicalProcesses = scopusEntry({ title: 'Hydrological Processes', categoryList: ['Water Science and Technology'] });
const blood = scopusEntry({ title: 'Blood', categoryList: ['Hematology'] });
const leukemia = scopusEntry({ title: 'Leukemia Research', categoryList: ['Hematology', 'Oncology'] });
const planning = scopusEntry({ title: 'Long Range Planning', categoryList: ['Strategy and Management'] });
const generalScience = scopusEntry({ title: 'Advances in Planning', categoryList: ['Multidisciplinary'] });
const sintaWater = sintaEntry({ title: 'Jurnal Sumber Daya Air', subjectAreas: ['Engineering'] });
const sintaIrrigation = sintaEntry({ title: 'Jurnal Irigasi dan Sumber Daya Air', subjectAreas: ['Engineering'] });
const sintaEconomics = sintaEntry({ title: 'Jurnal Ekonomi Pembangunan', subjectAreas: ['Economy'] });

const catalogue: CatalogueEntry[] = [
  hydrology, hydrologyOnline, waterResearch, hydrologicalProcesses, blood, leukemia, planning, generalScience,
  sintaWater, sintaIrrigation, sintaEconomics,
];

const sourceOf = (entry: CatalogueEntry): SimilarJournalsSource => ({
  key: journalKey(entry),
  type: entry.type,
  title: entry.title,
  categories: entry.type === 'scopus' ? entry.categoryList : entry.subjectAreas,
});

const metadataIndex = buildRecommendIndex(catalogue, words);
const similarTitles = (entry: CatalogueEntry, index = metadataIndex, exclude?: Set<string>) =>
  findSimilarJournals(index, sourceOf(entry), { limit: 8, exclude }).map((similar) => similar.entry.title);
const rank = (titles: string[], title: string) => (titles.includes(title) ? titles.indexOf(title) : Infinity);

describe('findSimilarJournals', () => {
  it('never lists the journal itself or its twin of the same title, and puts its field before an unrelated one', () => {
    const titles = similarTitles(hydrology);
    expect(titles).not.toContain('Journal of Hydrology');
    expect(titles).not.toContain('Journal of Hydrology (Online)');
    expect(rank(titles, 'Hydrological Processes')).toBeLessThan(rank(titles, 'Blood'));
    expect(rank(titles, 'Water Research')).toBeLessThan(rank(titles, 'Long Range Planning'));
    expect(titles.slice(0, 2).sort()).toEqual(['Hydrological Processes', 'Water Research']);
  });

  it('compares a Scopus journal with Scopus journals only, and a SINTA journal with both kinds', () => {
    const scopus = findSimilarJournals(metadataIndex, sourceOf(waterResearch), { limit: 8 });
    expect(scopus.length).toBeGreaterThan(0);
    expect(scopus.every((similar) => similar.entry.type === 'scopus')).toBe(true);
    const sinta = similarTitles(sintaWater);
    expect(sinta[0]).toBe('Jurnal Irigasi dan Sumber Daya Air');
    expect(rank(sinta, 'Jurnal Irigasi dan Sumber Daya Air')).toBeLessThan(rank(sinta, 'Jurnal Ekonomi Pembangunan'));
    expect(sinta).toEqual(expect.arrayContaining(['Water Research']));
    expect(rank(sinta, 'Water Research')).toBeLessThan(rank(sinta, 'Blood'));
  });

  it('leaves out the journals the caller names', () => {
    const titles = similarTitles(hydrology, metadataIndex, new Set([journalKey(waterResearch)]));
    expect(titles).not.toContain('Water Research');
    expect(titles[0]).toBe('Hydrological Processes');
  });

  it('compares a journal with works by what it publishes, not only by its general title', () => {
    const articles = [
      'Streamflow forecasting in mountain catchments with rainfall runoff models',
      'Groundwater recharge and river discharge under drought',
      'Hydrological model calibration for catchment water balance',
      'Flood frequency of rivers and streamflow extremes',
    ];
    const collector = new WorksCollector(catalogue, words);
    collector.add([
      {
        sourceId: generalScience.sourceId,
        titles: articles,
        keywords: articles.map(() => 'hydrology; water resources'),
        languages: articles.map(() => 'en'),
        abstracts: articles.map(() => null),
        topics: [],
      },
    ]);
    const withWorks = buildRecommendIndex(catalogue, words, collector.build());
    const byWorks = similarTitles(generalScience, withWorks);
    const byTitle = similarTitles(generalScience);
    // By its title alone it reads as a planning journal; its works say it publishes hydrology.
    expect(byTitle[0]).toBe('Long Range Planning');
    expect(rank(byWorks, 'Journal of Hydrology')).toBeLessThan(rank(byWorks, 'Long Range Planning'));
    expect(rank(byWorks, 'Hydrological Processes')).toBeLessThan(rank(byWorks, 'Long Range Planning'));
  });
});
