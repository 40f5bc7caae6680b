import { mapSjrRow } from './map-sjr-row';
import { parseDelimited } from '../../import/parse-delimited';
import { resolveSjrColumns } from './sjr-columns';

// The header and first line of data/sjr/scimagojr-2025.csv.gz, as published, plus a real row without a quartile.
const header =
  'Rank;Sourceid;Title;Type;Issn;Publisher;Open Access;Open Access Diamond;SJR;SJR Best Quartile;H index;' +
  'Total Docs. (2025);Total Docs. (3years);Total Refs.;Total Citations (3years);Citable Docs. (3years);' +
  'Citations / Doc. (2years);Ref. / Doc.;%Female;Overton;Country;Region;Publisher;Coverage;Categories;Areas';
const caLine =
  '1;28773;"Ca-A Cancer Journal for Clinicians";journal;"15424863, 00079235";"John Wiley and Sons Inc";No;No;' +
  '104,065;Q1;236;48;127;4331;29333;76;285,55;90,23;46,34;2;United States;Northern America;' +
  '"John Wiley and Sons Inc";"1950-2026";"Hematology (Q1); Oncology (Q1)";"Medicine"';
const cvprLine =
  '188;24212;"Proceedings of the IEEE Computer Society Conference on Computer Vision and Pattern Recognition";' +
  'conference and proceedings;"10636919";"";No;No;6,466;-;666;1554;7138;93876;205395;7133;24,22;60,41;26,08;0;' +
  'United States;Northern America;"IEEE Computer Society";"1992, 1994, 1996-2001, 2003-2004, 2006-2007, 2010-2025";' +
  '"Computer Vision and Pattern Recognition; Software";"Computer Science"';

async function fieldsOf(line: string): Promise<string[]> {
  async function* once() {
    yield line;
  }
  for await (const record of parseDelimited(once(), { delimiter: ';', label: 'test' })) return record.fields;
  throw new Error('no record');
}

describe('mapSjrRow', () => {
  it('maps every column of a real SJR 2025 line, the renamed ones included', async () => {
    const names = await fieldsOf(header);
    const journal = mapSjrRow(await fieldsOf(caLine), resolveSjrColumns(names), names);
    expect(journal).toEqual({
      sourceId: '28773',
      rank: 1,
      title: 'Ca-A Cancer Journal for Clinicians',
      type: 'journal',
      issn: '15424863, 00079235',
      issns: ['15424863', '00079235'],
      publisher: 'John Wiley and Sons Inc',
      isOpenAccess: false,
      isOpenAccessDiamond: false,
      sjr: 104.065,
      sjrBestQuartile: 'Q1',
      hIndex: 236,
      docsYear: 2025,
      totalDocsYear: 48,
      totalDocs3Years: 127,
      totalRefs: 4331,
      totalCites3Years: 29333,
      citableDocs3Years: 76,
      citesPerDoc2Years: 285.55,
      refPerDoc: 90.23,
      femalePercent: 46.34,
      overton: 2,
      sdg: null,
      country: 'United States',
      region: 'Northern America',
      coverage: '1950-2026',
      categories: 'Hematology (Q1); Oncology (Q1)',
      areas: 'Medicine',
      areaList: ['Medicine'],
      categoryList: ['Hematology', 'Oncology'],
      categoryQuartiles: [
        { name: 'Hematology', quartile: 'Q1' },
        { name: 'Oncology', quartile: 'Q1' },
      ],
      isDiscontinued: false,
      dataYear: 2025,
    });
  });

  it('takes the second Publisher column when the first is empty, and "-" as no quartile', async () => {
    const names = await fieldsOf(header);
    const journal = mapSjrRow(await fieldsOf(cvprLine), resolveSjrColumns(names), names);
    expect(journal.publisher).toBe('IEEE Computer Society');
    expect(journal.sjrBestQuartile).toBeNull();
    expect(journal.categoryQuartiles).toEqual([
      { name: 'Computer Vision and Pattern Recognition', quartile: null },
      { name: 'Software', quartile: null },
    ]);
  });

  it('flags discontinued titles and decodes entities', async () => {
    const names = await fieldsOf(header);
    const line = caLine.replace('"Ca-A Cancer Journal for Clinicians"', '"PM&amp;R (discontinued)"');
    const journal = mapSjrRow(await fieldsOf(line), resolveSjrColumns(names), names);
    expect(journal.title).toBe('PM&R (discontinued)');
    expect(journal.isDiscontinued).toBe(true);
  });

  it('names the column of a bad cell', async () => {
    const names = await fieldsOf(header);
    const columns = resolveSjrColumns(names);
    const badSjr = await fieldsOf(caLine.replace(';104,065;', ';lots;'));
    expect(() => mapSjrRow(badSjr, columns, names)).toThrow('column "SJR": "lots" is not a decimal number');
    const noSourceId = await fieldsOf(caLine.replace('1;28773;', '1;;'));
    expect(() => mapSjrRow(noSourceId, columns, names)).toThrow('column "Sourceid": "" is not a Sourceid');
  });
});

describe('resolveSjrColumns', () => {
  it('accepts the product field names of the renamed columns too', async () => {
    const names = (await fieldsOf(header))
      .map((name) => (name === 'Total Citations (3years)' ? 'Total Cites (3years)' : name))
      .map((name) => (name === 'Citations / Doc. (2years)' ? 'Cites / Doc. (2years)' : name))
      .map((name) => (name === 'Overton' ? 'SDG' : name));
    const columns = resolveSjrColumns(names);
    expect(columns.totalCites3Years).toBe(14);
    expect(columns.citesPerDoc2Years).toBe(16);
    expect(columns.sdg).toBe(19);
    expect(columns.overton).toBeNull();
  });

  it('names every missing required column', async () => {
    const names = (await fieldsOf(header)).filter((name) => name !== 'SJR' && name !== 'Categories');
    expect(() => resolveSjrColumns(names)).toThrow('missing column(s): "SJR", "Categories"');
  });
});
