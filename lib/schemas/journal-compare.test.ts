import { journalCompareQuerySchema } from './journal-compare';

const parse = (ids: unknown) => journalCompareQuerySchema.safeParse({ ids });
const messages = (ids: unknown) => {
  const result = parse(ids);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('journalCompareQuerySchema', () => {
  it('reads two to four distinct Sourceids in their order', () => {
    expect(parse('28773,19434').data).toEqual({ ids: ['28773', '19434'] });
    expect(parse(' 4 , 3,2,1').data).toEqual({ ids: ['4', '3', '2', '1'] });
  });

  it('refuses one journal, five, a repeated one and an empty list', () => {
    expect(messages('28773')).toEqual(['compareTooFew']);
    expect(messages('1,2,3,4,5')).toEqual(['compareTooMany']);
    expect(messages('1,2,1')).toEqual(['compareDuplicate']);
    expect(messages('')).toContain('compareTooFew');
    expect(messages(undefined)).toEqual(['invalidCompareIds']);
  });

  it('refuses what cannot be a Sourceid, and control characters', () => {
    expect(messages('1,abc')).toEqual(['invalidSourceId']);
    expect(messages('1,012')).toEqual(['invalidSourceId']);
    expect(messages('1,99999999999999999999')).toEqual(['invalidSourceId']);
    expect(messages('1,2\u0000')).toContain('textInvalid');
    expect(messages(`${'1,'.repeat(1100)}1`)).toEqual(['invalidCompareIds']);
  });

  it('takes SINTA journals by their website, beside Sourceids', () => {
    const website = 'https://journal.example.ac.id/index.php/jt';
    expect(parse(`28773,${website}`).data).toEqual({ ids: ['28773', website] });
    expect(messages(`${website},${website}`)).toEqual(['compareDuplicate']);
    expect(messages('1,ftp://journal.example.ac.id')).toEqual(['invalidSourceId']);
    expect(messages(`1,https://${'x'.repeat(500)}.ac.id`)).toEqual(['invalidSourceId']);
  });
});
