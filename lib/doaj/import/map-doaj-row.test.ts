import { CellError } from '../../import/parse-values';
import { mapDoajRow, parseApcAmount, readDoajHeader, splitList } from './map-doaj-row';

const eightColumns = [
  'Journal title', 'Journal ISSN (print version)', 'Journal EISSN (online version)',
  'Languages in which the journal accepts manuscripts', 'Publisher', 'DOAJ Seal', 'Journal license', 'APC',
];
const source = { origin: 'vendored', asOf: '2025-02-09' } as const;

describe('a DOAJ row', () => {
  const columns = readDoajHeader(eightColumns);

  it('reads the eight-column list: both ISSN forms, languages and licences split, Yes/No as booleans', () => {
    const fields = ['Проблеми Законності', '2224-9281', '2414-990x', 'Ukrainian, Russian, English', 'Yaroslav Mudryi NLU', 'No', 'CC BY, CC BY-SA', 'Yes'];
    expect(mapDoajRow(fields, columns, source)).toEqual({
      key: '2414990X',
      title: 'Проблеми Законності',
      pIssn: '2224-9281',
      eIssn: '2414-990X',
      issns: ['2414990X', '22249281'],
      languages: ['Ukrainian', 'Russian', 'English'],
      publisher: 'Yaroslav Mudryi NLU',
      hasSeal: false,
      licences: ['CC BY', 'CC BY-SA'],
      hasApc: true,
      apcAmount: null,
      apcCurrency: null,
      weeksToPublication: null,
      doajUrl: null,
      origin: 'vendored',
      asOf: '2025-02-09',
    });
  });

  it('keys a journal without an e-ISSN by its print ISSN, and leaves out one without any', () => {
    const printOnly = ['Prolíngua', '1983-9979', '', 'Portuguese', 'UFPB', 'No', 'CC BY-NC-SA', 'No'];
    expect(mapDoajRow(printOnly, columns, source)?.key).toBe('19839979');
    expect(mapDoajRow(['No ISSN', '', '', 'English', 'X', 'No', 'CC BY', 'No'], columns, source)).toBeNull();
  });

  it('refuses a Seal or APC that is neither Yes nor No, and a file without the columns', () => {
    expect(() => mapDoajRow(['T', '1983-9979', '', 'English', 'X', 'No', 'CC BY', 'CC BY'], columns, source)).toThrow(
      CellError,
    );
    expect(() => readDoajHeader(['Title', 'ISSN'])).toThrow(/not DOAJ's journal CSV: no column Journal title/);
  });
});

describe('the full export columns', () => {
  it('reads weeks and the APC amount in USD where listed, else the first one', () => {
    expect(parseApcAmount('2400 BRL; 450 USD')).toEqual({ amount: 450, currency: 'USD' });
    expect(parseApcAmount('1000000 IDR')).toEqual({ amount: 1000000, currency: 'IDR' });
    expect(parseApcAmount('EUR 1,500')).toEqual({ amount: 1500, currency: 'EUR' });
    expect(parseApcAmount('')).toBeNull();
    const header = [...eightColumns, 'APC amount', 'Average number of weeks between article submission and publication', 'URL in DOAJ'];
    const fields = ['J', '', '2442-8620', 'Indonesian', 'UNY', 'No', 'CC BY-SA', 'Yes', '1000000 IDR', '12', 'https://doaj.org/toc/2442-8620'];
    expect(mapDoajRow(fields, readDoajHeader(header), { origin: 'operator', asOf: '2026-05-07' })).toMatchObject({
      apcAmount: 1000000,
      apcCurrency: 'IDR',
      weeksToPublication: 12,
      doajUrl: 'https://doaj.org/toc/2442-8620',
    });
  });

  it('splits a list without empties or repeats', () => {
    expect(splitList('English, , English,Indonesian')).toEqual(['English', 'Indonesian']);
  });
});
