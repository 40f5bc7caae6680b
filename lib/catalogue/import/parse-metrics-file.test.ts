import { ImportFileError } from '../../import/import-file-error';
import { parseMetricsText } from './parse-metrics-file';

describe('parseMetricsText', () => {
  it('reads keys, review times and rates, with Sourceid winning over ISSN', async () => {
    const text = [
      'Sourceid,ISSN,review_time_weeks,acceptance_rate,source',
      '28773,,12,23%,Editor survey 2025',
      ',1542-4863,8,,',
      '00020315,1471-0072,,45.5,',
    ].join('\n');
    expect(await parseMetricsText(text, 'metrics.csv')).toEqual([
      { line: 2, sourceId: '28773', reviewTimeWeeks: 12, acceptanceRate: 23, source: 'Editor survey 2025' },
      { line: 3, issn: '15424863', reviewTimeWeeks: 8 },
      { line: 4, sourceId: '20315', acceptanceRate: 45.5 },
    ]);
  });

  it('reads a semicolon file with decimal commas, as a spreadsheet in Indonesian writes it', async () => {
    const text = 'ISSN;acceptance_rate\r\n0007-9235;0,25\r\n1471-0080;0,5\r\n';
    expect(await parseMetricsText(text, 'metrics.csv')).toEqual([
      { line: 2, issn: '00079235', acceptanceRate: 25 },
      { line: 3, issn: '14710080', acceptanceRate: 50 },
    ]);
  });

  it.each([
    ['Sourceid,review_time_weeks\n28773,12\n20315,eight\n', 'metrics.csv line 3: review_time_weeks: must be a number'],
    ['Sourceid,review_time_weeks\n28773,12.5\n', 'line 2: review_time_weeks: must be a whole number of weeks'],
    ['Sourceid,acceptance_rate\n28773,140\n', 'line 2: acceptance_rate: "140" is not a rate between 0 and 100'],
    ['ISSN,acceptance_rate\n1234,20\n', 'line 2: ISSN: "1234" is not an ISSN'],
    ['Sourceid,ISSN,acceptance_rate\n,,20\n', 'line 2: needs a Sourceid or an ISSN'],
    ['Sourceid,acceptance_rate,review_time_weeks\n28773,,\n', 'line 2: sets nothing'],
    ['Sourceid,acceptance_rate\n28773,20\n28773,30\n', 'line 3: Sourceid 28773 is already on line 2'],
    ['Sourceid,acceptance rate\n28773,20\n', 'line 1: unknown column(s) "acceptance rate"'],
    ['Title,acceptance_rate\n', 'unknown column(s) "Title"'],
    ['Sourceid,source\n28773,x\n', 'needs a review_time_weeks or an acceptance_rate column'],
  ])('rejects the whole file for a bad row: %j', async (text, message) => {
    const parsing = parseMetricsText(text, 'metrics.csv');
    await expect(parsing).rejects.toThrow(ImportFileError);
    await expect(parseMetricsText(text, 'metrics.csv')).rejects.toThrow(message);
  });
});
