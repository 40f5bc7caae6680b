import { parseAreas, parseCategories } from './parse-categories';

describe('parseCategories', () => {
  it('splits names from their quartiles', () => {
    expect(parseCategories('Hematology (Q1); Oncology (Q1)')).toEqual([
      { name: 'Hematology', quartile: 'Q1' },
      { name: 'Oncology', quartile: 'Q1' },
    ]);
  });

  it('keeps parentheses that belong to the name, only a final (Qn) is a quartile', () => {
    const text = 'Medicine (miscellaneous) (Q2); Neurology (clinical) (Q3); Archeology (arts and humanities) (Q2)';
    expect(parseCategories(text)).toEqual([
      { name: 'Medicine (miscellaneous)', quartile: 'Q2' },
      { name: 'Neurology (clinical)', quartile: 'Q3' },
      { name: 'Archeology (arts and humanities)', quartile: 'Q2' },
    ]);
  });

  it('keeps categories without a quartile, tidies spaces and skips empty entries', () => {
    expect(parseCategories('Computer Vision and Pattern Recognition; Software; ')).toEqual([
      { name: 'Computer Vision and Pattern Recognition', quartile: null },
      { name: 'Software', quartile: null },
    ]);
    expect(parseCategories('Immunology and Microbiology (miscellaneous)  (Q1)')).toEqual([
      { name: 'Immunology and Microbiology (miscellaneous)', quartile: 'Q1' },
    ]);
  });

  it('does not take a quartile-like text inside a name for a quartile', () => {
    expect(parseCategories('Studies (Q1) Review (Q4)')).toEqual([{ name: 'Studies (Q1) Review', quartile: 'Q4' }]);
  });
});

describe('parseAreas', () => {
  it('splits on semicolons only, since area names contain commas', () => {
    expect(parseAreas('Biochemistry, Genetics and Molecular Biology; Medicine')).toEqual([
      'Biochemistry, Genetics and Molecular Biology',
      'Medicine',
    ]);
    expect(parseAreas('Medicine')).toEqual(['Medicine']);
    expect(parseAreas('')).toEqual([]);
  });
});
