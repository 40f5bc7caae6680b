import {
  type CatalogueTitle,
  indexTitlesOnPublisherSites,
  matchTitleOnPublisherSite,
  type TitledListEntry,
} from './match-title-on-publisher-site';

const snapshot = new Date('2025-06-20T17:37:18Z');
const pjo = (name: string, link: string): TitledListEntry => ({ name, link, source: 'predatoryjournals.org', sourceListDate: snapshot });

const mdpi = 'Multidisciplinary Digital Publishing Institute (MDPI)';
const catalogue: CatalogueTitle[] = [
  { title: 'Actuators', publisher: mdpi },
  { title: 'Acoustics', publisher: 'Elsevier B.V.' },
  { title: 'Sensors & Materials', publisher: mdpi },
  { title: 'Acta Neurologica Scandinavica', publisher: 'John Wiley and Sons Inc' },
  { title: 'Abstract and Applied Analysis (discontinued)', publisher: 'John Wiley & Sons Inc' },
  { title: 'Advances in Astronomy', publisher: 'John Wiley and Sons Inc' },
  { title: 'Journal of Lone Studies', publisher: 'Lone Press' },
  { title: 'Journal of Pair Studies', publisher: 'Pair Press' },
  { title: 'Pair Letters', publisher: 'Pair Press' },
  { title: 'Orphan Review', publisher: null },
  { title: 'Formulae Letters', publisher: 'Formulae Group (FG)' },
];
const listJournals: TitledListEntry[] = [
  pjo('Actuators', 'https://www.mdpi.com/journal/actuators'),
  pjo('Acoustics', 'https://www.mdpi.com/journal/acoustics'),
  pjo('Sensors and Materials', 'https://journals.mdpi.com/sensors-materials'),
  pjo('Acta Neurologica Scandinavica', 'https://www.hindawi.com/journals/ans/'),
  { ...pjo('Abstract and Applied Analysis', 'https://www.hindawi.com/journals/aaa/'), source: 'beallslist.net, predatoryjournals.org' },
  { ...pjo('Advances in Astronomy', 'http://hindawi.com/journals/aa/'), source: 'beallslist.net', sourceListDate: null },
  pjo('Journal of Lone Studies', 'http://lone-studies.example.org/'),
  pjo('Journal of Pair Studies', 'http://pair.example.org/jps'),
  pjo('Pair Letters', 'http://pair.example.org/pl'),
  pjo('Orphan Review', 'http://orphan.example.org/'),
  pjo('Formulae Letters', 'http://www.formulae.example.org/index.php?option=com_content'),
];
const listPublishers = [
  { name: mdpi, link: 'http://www.mdpi.com/' },
  { name: 'Hindawi', link: 'https://www.hindawi.com/' },
  { name: 'Formulae Group', link: 'http://formulae.example.org/' },
];
const index = indexTitlesOnPublisherSites({ catalogue, listJournals, listPublishers });
const names = (journal: CatalogueTitle) => matchTitleOnPublisherSite(journal, index).map((warning) => warning.name);

describe('warnings by title on the publisher’s own site', () => {
  it('warns when the title matches and the link is on a site the publisher lists name for it, saying list, date and who disagrees', () => {
    expect(matchTitleOnPublisherSite(catalogue[0]!, index)).toEqual([
      {
        list: 'predatoryjournals.org',
        kind: 'journalTitle',
        name: 'Actuators',
        link: 'https://www.mdpi.com/journal/actuators',
        date: '2025-06-20',
        domain: 'mdpi.com',
        notOn: ['beallslist.net'],
      },
    ]);
    // Below the publisher's domain, "&" read as "and".
    expect(names(catalogue[2]!)).toEqual(['Sensors and Materials']);
    // The publisher list's name without SJR's bracketed abbreviation.
    expect(names(catalogue[10]!)).toEqual(['Formulae Letters']);
  });

  it("takes a host as a publisher's when the lists name 3 of its journals there, whatever the publisher's spelling", () => {
    const [ans, aaa, aa] = [catalogue[3]!, catalogue[4]!, catalogue[5]!];
    expect(names(ans)).toEqual(['Acta Neurologica Scandinavica']);
    // SJR's "(discontinued)" marker is not part of the title; both lists name it, so none disagrees but Scopus.
    expect(matchTitleOnPublisherSite(aaa, index)).toEqual([expect.objectContaining({ domain: 'hindawi.com', notOn: [] })]);
    expect(matchTitleOnPublisherSite(aa, index)).toEqual([expect.objectContaining({ date: null, notOn: ['predatoryjournals.org'] })]);
  });

  it('never warns on a title match alone', () => {
    // Another publisher's namesake on mdpi.com.
    expect(names(catalogue[1]!)).toEqual([]);
    // One or two titles of a publisher on a host do not make it the publisher's site.
    expect(names(catalogue[6]!)).toEqual([]);
    expect(names(catalogue[7]!)).toEqual([]);
    expect(names(catalogue[8]!)).toEqual([]);
    // No publisher, no domain.
    expect(names(catalogue[9]!)).toEqual([]);
  });

  it('never warns a journal whose title the list does not name, even on its publisher’s site', () => {
    expect(names({ title: 'Applied Sciences', publisher: mdpi })).toEqual([]);
  });
});
