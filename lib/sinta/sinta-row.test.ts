import { indexListEntries } from '../lists/match-list-entries';
import { type SintaRow, toSintaItem } from './sinta-row';

const row: SintaRow = {
  id: 750,
  title: 'Jurnal Konstitusi',
  accreditation: 1,
  subject_areas: [],
  affiliation: 'Mahkamah Konstitusi',
  website_url: 'https://jurnalkonstitusi.mkri.id/index.php/jk',
  p_issn: '18297706',
  e_issn: null,
  profile_url: 'https://sinta.kemdikbud.go.id/journals/profile/750',
  google_scholar_url: null,
  impact: 217,
  h5_index: 56,
  citations: 17678,
  citations5_years: 14670,
  is_scopus_indexed: false,
  scopus_source_id: null,
  doaj: null,
};

describe('toSintaItem', () => {
  it("shows the item's fields: 'Sinta 1', the default subject, the affiliation as Publisher, Indonesia", () => {
    expect(toSintaItem(row, new Map())).toMatchObject({
      Title: 'Jurnal Konstitusi',
      'Current Accreditation': 'Sinta 1',
      'Subject Area': 'Tidak ada subjek',
      Publisher: 'Mahkamah Konstitusi',
      Website: 'https://jurnalkonstitusi.mkri.id/index.php/jk',
      sintaId: 750,
      Country: 'Indonesia',
      isScopusIndexed: false,
      scopusSourceId: null,
      warnings: [],
    });
  });

  it('counts a catalogue match as indexed in Scopus, and lists the warnings of its website', () => {
    const lists = indexListEntries([{ kind: 'journal', name: 'Listed', link: 'http://jurnalkonstitusi.mkri.id/', source: 'x' }]);
    const item = toSintaItem({ ...row, subject_areas: ['Law', 'Social'], scopus_source_id: '123' }, lists);
    expect(item).toMatchObject({ 'Subject Area': 'Law, Social', isScopusIndexed: true, scopusSourceId: '123' });
    expect(item.warnings.map((warning) => warning.name)).toEqual(['Listed']);
  });

  it('gives its DOAJ entry with a link by ISSN and the export\'s date, read from raw SQL\'s JSON', () => {
    const doaj = {
      pIssn: '1829-7706', eIssn: '2548-1657', languages: ['Indonesian', 'English'], hasSeal: false,
      licences: ['CC BY-SA'], hasApc: false, weeksToPublication: null, doajUrl: null, asOf: '2025-02-09',
    };
    expect(toSintaItem({ ...row, doaj }, new Map()).doaj).toEqual({
      url: 'https://doaj.org/toc/2548-1657',
      hasSeal: false,
      licences: ['CC BY-SA'],
      languages: ['Indonesian', 'English'],
      hasApc: false,
      weeksToPublication: null,
      source: 'DOAJ',
      date: '2025-02-09',
    });
  });
});
