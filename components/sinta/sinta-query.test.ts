import type { SintaPage } from '@/lib/sinta/sinta-types';
import { SINTA_SAMPLE } from './sinta-sample';
import { filterSample, resolveSintaResults, sampleFilterOptions, sintaApiUrl, type SintaQuery } from './sinta-query';

const listQuery: SintaQuery = { q: '', subject: '', accreditation: '', minSintaLevel: '', page: 1 };
const emptyAnswer: SintaPage = { data: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } };

describe('SINTA calls', () => {
  it('lists 12 a page without search text and searches 6 a page with it', () => {
    expect(sintaApiUrl(listQuery)).toBe('/api/sinta/list?page=1&limit=12');
    expect(sintaApiUrl({ q: 'hukum', subject: 'Social', accreditation: 'Sinta 2', minSintaLevel: '', page: 2 })).toBe(
      '/api/sinta/search?q=hukum&subject=Social&accreditation=Sinta+2&page=2&limit=6',
    );
    expect(sintaApiUrl({ ...listQuery, minSintaLevel: '2' })).toBe('/api/sinta/list?minSintaLevel=2&page=1&limit=12');
  });
});

describe('the built-in sample', () => {
  it('holds 12 journals of Sinta 1 to Sinta 4, each with a website', () => {
    expect(SINTA_SAMPLE).toHaveLength(12);
    expect(sampleFilterOptions(SINTA_SAMPLE).accreditations).toEqual(['Sinta 1', 'Sinta 2', 'Sinta 3', 'Sinta 4']);
    expect(SINTA_SAMPLE.every((journal) => /^https?:\/\//.test(journal.Website))).toBe(true);
  });

  it('is filtered by the API rules: subject and level exact, text a case-insensitive substring', () => {
    const social = filterSample(SINTA_SAMPLE, { ...listQuery, subject: 'social' });
    expect(social.length).toBeGreaterThan(0);
    expect(social.every((journal) => journal['Subject Area'].includes('Social'))).toBe(true);
    expect(filterSample(SINTA_SAMPLE, { ...listQuery, accreditation: 'Sinta 3' })).toHaveLength(3);
    // S2 or better: Sinta 1 and Sinta 2 only.
    const floor = filterSample(SINTA_SAMPLE, { ...listQuery, minSintaLevel: '2' }).map((journal) => journal['Current Accreditation']);
    expect(floor.length).toBeGreaterThan(0);
    expect([...new Set(floor)].sort()).toEqual(['Sinta 1', 'Sinta 2']);
    expect(filterSample(SINTA_SAMPLE, { ...listQuery, q: 'KONSTITUSI' }).map((journal) => journal.Title)).toEqual([
      'Jurnal Konstitusi',
    ]);
  });
});

describe('resolveSintaResults', () => {
  it('shows the API answer when it holds journals', () => {
    const answer: SintaPage = { data: [], pagination: { page: 1, limit: 12, total: 30, pages: 3 } };
    expect(resolveSintaResults(answer, false, listQuery, SINTA_SAMPLE)?.sampleReason).toBeNull();
  });

  it('falls back to the sample, paged like the API, on a failure or an empty answer', () => {
    const failed = resolveSintaResults(undefined, true, { ...listQuery, q: 'jurnal' }, SINTA_SAMPLE);
    expect(failed?.sampleReason).toBe('failed');
    expect(failed?.journals.length).toBeLessThanOrEqual(6);
    expect(resolveSintaResults(emptyAnswer, false, listQuery, SINTA_SAMPLE)).toMatchObject({
      sampleReason: 'empty',
      pagination: { total: 12, pages: 1 },
    });
  });

  it('keeps an empty answer when the sample holds no match either', () => {
    const results = resolveSintaResults(emptyAnswer, false, { ...listQuery, q: 'qzxv-nothing' }, SINTA_SAMPLE);
    expect(results).toMatchObject({ journals: [], sampleReason: null });
  });

  it('waits while nothing has answered', () => {
    expect(resolveSintaResults(undefined, false, listQuery, SINTA_SAMPLE)).toBeNull();
  });
});
