import { acceptedAliases, discontinuedAliases, fieldOfHeader, resolveColumns } from './elsevier-columns';

describe("Elsevier's headers", () => {
  it.each([
    ['Title', 'title'],
    ['  SOURCE   TITLE ', 'title'],
    ['Source Title (Medline-sourced journals are indicated in Green)', 'title'],
    ['Print-ISSN', 'issn'],
    ['E-ISSN', 'eissn'],
    ["Publisher's Name", 'publisher'],
    ['Reason for discontinuation:', 'reason'],
    ['Discontinued reason', 'reason'],
    ['Year of discontinuation', 'year'],
    ['Coverage discontinued in Scopus', 'coverage'],
    ['Sourcerecord ID', 'sourceId'],
  ])('reads the discontinued header "%s" as %s', (header, field) => {
    expect(fieldOfHeader(header, discontinuedAliases)).toBe(field);
  });

  it.each([
    ['Date accepted', 'date'],
    ['Month', 'month'],
    ['Year', 'year'],
  ])('reads the accepted header "%s" as %s', (header, field) => {
    expect(fieldOfHeader(header, acceptedAliases)).toBe(field);
  });

  it('ignores other columns and reports them, and refuses a field named twice', () => {
    expect(resolveColumns(['Title', 'Active or Inactive', 'ISSN', ''], discontinuedAliases)).toEqual({
      indexOf: { title: 0, issn: 2 },
      ignored: ['Active or Inactive'],
    });
    expect(() => resolveColumns(['Title', 'Source Title'], discontinuedAliases)).toThrow('both hold the title');
  });
});
