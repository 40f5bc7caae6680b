import { journalFixture } from '../../../test-support/journal-fixture';
import type { SjrJournal } from '../../catalogue/import/journal-record';
import { deriveDiscontinuedJournals, deriveNewJournals } from './derive-sjr-lists';

const sjr = (sourceId: string, title: string, overrides: Partial<SjrJournal> = {}) =>
  ({ ...journalFixture(), sourceId, title, issn: '15424863, 00079235', isDiscontinued: false, ...overrides }) as unknown as SjrJournal;

describe('deriveNewJournals', () => {
  it('keeps the sources absent from the 2024 edition, with no date and both ISSNs as SJR lists them', () => {
    const found = deriveNewJournals([sjr('1', 'Old'), sjr('2', 'New', { issn: '' })], new Set(['1']));
    expect(found).toEqual([
      { sourceId: '2', title: 'New', issn: null, eissn: null, publisher: 'Fixture Press', acceptedOn: null, acceptedMonth: null },
    ]);
  });
});

describe('deriveDiscontinuedJournals', () => {
  it('keeps the titles SJR marks "(discontinued)", without the marker and with no reason or year', () => {
    const found = deriveDiscontinuedJournals([
      sjr('1', 'Alive'),
      sjr('2', 'Gone Journal (Discontinued)', { isDiscontinued: true }),
    ]);
    expect(found).toEqual([
      expect.objectContaining({ sourceId: '2', title: 'Gone Journal', issn: '15424863, 00079235', reason: null, year: null }),
    ]);
  });
});
