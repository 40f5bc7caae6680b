import { listEntryKey, mergeListEntries } from './merge-list-entries';
import { normaliseListName } from './normalise-list-name';
import type { RawListEntry } from './raw-list-entry';

const entry = (overrides: Partial<RawListEntry>): RawListEntry => ({
  source: 'bealls',
  name: 'A Journal',
  link: null,
  listedSince: null,
  position: 0,
  ...overrides,
});

describe('mergeListEntries', () => {
  it('merges the same normalised link across lists, keeping both lists, the first name and the earliest date', () => {
    const { records } = mergeListEntries([
      entry({ name: 'American Journal of Advances in Medical Science', link: 'http://www.arnaca.com/' }),
      entry({
        source: 'predatoryJournalsOrg',
        name: 'ARNACA American Journal',
        link: 'HTTPS://arnaca.com',
        listedSince: '2025-07-01T00:00:00.000Z',
      }),
      entry({ source: 'predatoryJournalsOrg', name: 'Again', link: 'http://arnaca.com/', listedSince: '2025-06-20T17:37:18.000Z' }),
    ]);
    expect(records).toEqual([
      {
        name: 'American Journal of Advances in Medical Science',
        link: 'http://www.arnaca.com/',
        normalisedKey: 'arnaca.com',
        host: 'arnaca.com',
        source: 'beallslist.net, predatoryjournals.org',
        sourceListDate: '2025-06-20T17:37:18.000Z',
      },
    ]);
  });

  it('keeps different folders of one host apart', () => {
    const { records } = mergeListEntries([
      entry({ link: 'http://jurnal.unimed.ac.id/2012/index.php/jtp' }),
      entry({ link: 'http://jurnal.unimed.ac.id/2012/index.php/teknologi' }),
    ]);
    expect(records).toHaveLength(2);
  });

  it('merges entries without a link on the normalised name only', () => {
    const { records } = mergeListEntries([
      entry({ source: 'predatoryJournalsOrg', name: 'Research & Development Organization' }),
      entry({ name: 'research and development  organization.' }),
      entry({ name: 'Research Development Organization' }),
    ]);
    expect(records.map((record) => [record.normalisedKey, record.source])).toEqual([
      ['name:research and development organization', 'beallslist.net, predatoryjournals.org'],
      ['name:research development organization', 'beallslist.net'],
    ]);
  });

  it('names an entry whose name is blank after its link host, and skips one with neither', () => {
    const { records, skipped } = mergeListEntries([
      entry({ name: '\u200b', link: 'http://www.imrpress.org/' }),
      entry({ name: ' ', link: 'not a link' }),
    ]);
    expect(records.map((record) => record.name)).toEqual(['imrpress.org']);
    expect(skipped).toBe(1);
  });
});

describe('listEntryKey and normaliseListName', () => {
  it('prefixes name keys so they never collide with a host', () => {
    expect(listEntryKey({ name: 'jeltl.org', link: null })).toBe('name:jeltl org');
    expect(listEntryKey({ name: 'x', link: 'http://jeltl.org' })).toBe('jeltl.org');
  });

  it('folds case, accents kept, & as and, punctuation as space', () => {
    expect(normaliseListName(' Açoreana:  Revista & Estudos ')).toBe('açoreana revista and estudos');
  });
});
