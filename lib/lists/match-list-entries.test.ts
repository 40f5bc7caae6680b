import { indexListEntries, type ListEntry, matchListEntries } from './match-list-entries';

const entries: ListEntry[] = [
  { kind: 'journal', name: 'Root Journal', link: 'http://root.example.org/', source: 'beallslist.net' },
  { kind: 'journal', name: 'Folder Journal', link: 'http://shared.example.ac.id/index.php/a', source: 'predatoryjournals.org' },
  { kind: 'publisher', name: 'Shared Host Press', link: 'http://press.example.com/index.php/home', source: 'beallslist.net' },
  {
    kind: 'hijacked',
    name: 'Fake Acta',
    link: 'http://fake-acta.example.net/',
    alternateLink: 'http://acta-fake.example.net/journal',
    source: 'Stop Predatory Journals (hijacked journals)',
  },
  { kind: 'journal', name: 'No Link Journal', link: null, source: 'predatoryjournals.org' },
];
const index = indexListEntries(entries);
const names = (websites: string[]) => matchListEntries(websites, index).map((warning) => warning.name);

describe('matchListEntries', () => {
  it('matches a journal entry at its page or below, never a sibling folder on the same host', () => {
    expect(names(['https://www.root.example.org/index.php/x'])).toEqual(['Root Journal']);
    expect(names(['http://shared.example.ac.id/index.php/a/about'])).toEqual(['Folder Journal']);
    expect(names(['http://shared.example.ac.id/index.php/b'])).toEqual([]);
  });

  it("matches a publisher on its whole host, whatever the entry's path", () => {
    expect(names(['https://press.example.com/index.php/JEE'])).toEqual(['Shared Host Press']);
  });

  it("matches a hijacked site on either of its links and says which list", () => {
    expect(matchListEntries(['http://acta-fake.example.net/journal/current'], index)).toEqual([
      {
        list: 'Stop Predatory Journals (hijacked journals)',
        kind: 'hijacked',
        name: 'Fake Acta',
        link: 'http://fake-acta.example.net/',
      },
    ]);
  });

  it('never matches by name, and reports an entry once for several websites', () => {
    expect(names(['http://no-link-journal.example.org/', 'No Link Journal'])).toEqual([]);
    expect(names(['http://root.example.org/a', 'http://root.example.org/b', '#!', ''])).toEqual(['Root Journal']);
  });
});
