import { ImportFileError } from './import-file-error';
import { detectDelimiter, parseDelimited, type DelimitedRecord } from './parse-delimited';

async function* inChunks(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

async function parse(text: string, delimiter = ';', chunkSize = text.length || 1): Promise<DelimitedRecord[]> {
  const records: DelimitedRecord[] = [];
  for await (const record of parseDelimited(inChunks(text, chunkSize), { delimiter, label: 'test.csv' })) {
    records.push(record);
  }
  return records;
}

// Real SJR 2025 lines: bare quotes inside quoted publishers, empty quoted fields.
const sjrText = [
  'Rank;Title;Publisher;SJR',
  '14594;"Advanced Information Systems";"National Technical University "Kharkiv Polytechnic Institute"";0,385',
  '20805;"Notes on Intuitionistic Fuzzy Sets";""Prof. Marin Drinov" Publishing House";0,219',
  '280;"Journal of the National Cancer Center";"";5,049',
  '',
].join('\n');

describe('parseDelimited', () => {
  it('reads SJR fields with bare inner quotes as SJR meant them', async () => {
    const records = await parse(sjrText);
    expect(records.map((record) => record.fields)).toEqual([
      ['Rank', 'Title', 'Publisher', 'SJR'],
      [
        '14594',
        'Advanced Information Systems',
        'National Technical University "Kharkiv Polytechnic Institute"',
        '0,385',
      ],
      ['20805', 'Notes on Intuitionistic Fuzzy Sets', '"Prof. Marin Drinov" Publishing House', '0,219'],
      ['280', 'Journal of the National Cancer Center', '', '5,049'],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it('gives the same records whatever the chunk boundaries', async () => {
    const whole = await parse(sjrText);
    for (const size of [1, 2, 3, 7, 64]) expect(await parse(sjrText, ';', size)).toEqual(whole);
  });

  it('reads RFC 4180 escaped quotes, CRLF, tabs, embedded line breaks and a trailing delimiter', async () => {
    const text = 'a\tb\tc\r\n"say ""hi"""\t"two\r\nlines"\t\r\nlast\tx\ty';
    for (const size of [1, 5, text.length]) {
      const records = await parse(text, '\t', size);
      expect(records).toEqual([
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['say "hi"', 'two\r\nlines', ''] },
        { line: 4, fields: ['last', 'x', 'y'] },
      ]);
    }
  });

  it('strips a byte-order mark and skips blank lines', async () => {
    expect((await parse('\uFEFFSourceid;x\n\n1;2\n')).map((record) => record.fields)).toEqual([
      ['Sourceid', 'x'],
      ['1', '2'],
    ]);
  });

  it('names the line of a quote that never closes', async () => {
    const failing = parse('a;b\n1;"open\n2;3\n');
    await expect(failing).rejects.toThrow(ImportFileError);
    await expect(parse('a;b\n1;"open\n2;3\n')).rejects.toThrow('test.csv line 2: a quoted field is never closed');
  });

  it('with strictQuotes, reads an escaped quote before a delimiter as a quote inside the field', async () => {
    const text = 'Title,Abstract\n"A","the term ""x"", which is ""y"""\n';
    const records: string[][] = [];
    for await (const record of parseDelimited(inChunks(text, 5), { delimiter: ',', label: 't', strictQuotes: true })) {
      records.push(record.fields);
    }
    expect(records).toEqual([
      ['Title', 'Abstract'],
      ['A', 'the term "x", which is "y"'],
    ]);
  });
});

describe('detectDelimiter', () => {
  it('picks the separator of the header', () => {
    expect(detectDelimiter('Sourceid,acceptance_rate')).toBe(',');
    expect(detectDelimiter('Sourceid;acceptance_rate')).toBe(';');
    expect(detectDelimiter('Sourceid\tacceptance_rate')).toBe('\t');
  });
});
