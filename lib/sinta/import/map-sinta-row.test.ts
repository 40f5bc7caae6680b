import { mapSintaRow, type SintaColumn, sintaIssn, sintaIssnText } from './map-sinta-row';

const row: Record<SintaColumn, string> = {
  'Nama Jurnal': ' Jurnal  Konstitusi ',
  'Profile URL': 'https://sinta.kemdikbud.go.id/journals/profile/750',
  'Google Scholar URL': '',
  'Website URL': ' https://jurnalkonstitusi.mkri.id/index.php/jk ',
  'Editor URL': '',
  'P-ISSN': '0',
  'E-ISSN': '2548-165X',
  'Subject Area': 'Education, Social, Education',
  Afiliasi: 'Mahkamah Konstitusi',
  'Akreditasi Sinta': 'S1 Accredited',
  'Scopus Indexed': 'No',
  'Garuda Indexed': 'Yes',
  Impact: '1.217,50',
  'H5-index': '56',
  'Citations 5yr': '14.670',
  Citations: '17.678',
};

describe('mapSintaRow', () => {
  it('maps a row: level, split subjects, placeholder ISSN null, numbers the Indonesian way', () => {
    expect(mapSintaRow((column) => row[column])).toEqual({
      id: 750,
      title: 'Jurnal Konstitusi',
      profileUrl: 'https://sinta.kemdikbud.go.id/journals/profile/750',
      googleScholarUrl: null,
      websiteUrl: 'https://jurnalkonstitusi.mkri.id/index.php/jk',
      editorUrl: null,
      pIssn: null,
      eIssn: '2548-165X',
      issns: ['2548165X'],
      subjectAreas: ['Education', 'Social'],
      affiliation: 'Mahkamah Konstitusi',
      accreditation: 1,
      isScopusIndexed: false,
      isGarudaIndexed: true,
      impact: 1217.5,
      h5Index: 56,
      citations5Years: 14670,
      citations: 17678,
    });
  });

  it.each([
    ['Akreditasi Sinta', 'S7 Accredited', 'column "Akreditasi Sinta": "S7 Accredited" is not an accreditation'],
    ['Profile URL', 'https://sinta.kemdikbud.go.id/journals/750', 'is not a SINTA profile URL'],
    ['Impact', '12.5', 'column "Impact": "12.5" is not a decimal number'],
    ['Website URL', ' ', 'column "Website URL": is empty'],
  ] as const)('names the column of a bad %s', (column, value, message) => {
    expect(() => mapSintaRow((name) => (name === column ? value : row[name]))).toThrow(message);
  });
});

describe('SINTA ISSNs', () => {
  it.each([
    ['0', null, null],
    ['-', null, null],
    ['', null, null],
    ['2301 8046', '2301 8046', '23018046'],
    ['2503–0450', '2503–0450', '25030450'],
    ['25414429]', '25414429]', '25414429'],
    ['2580086', '2580086', null],
    ['\u202d08536202', '08536202', '08536202'],
  ])('reads %p as shown %p and for matching %p', (input, shown, normalised) => {
    expect(sintaIssnText(input)).toBe(shown);
    expect(sintaIssn(input)).toBe(normalised);
  });
});
