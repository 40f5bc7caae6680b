import { parseScopeTexts } from './parse-scope-texts';

describe('parseScopeTexts', () => {
  it('reads key and scope per line, skipping comments, blanks and lines without a scope', () => {
    const text = '# operator file\n28773\tSoft robots, actuators\tand grippers\n\nhttps://j.example.ac.id\tPertanian\n12345\t \n';
    expect([...parseScopeTexts(text)]).toEqual([
      ['28773', 'Soft robots, actuators and grippers'],
      ['https://j.example.ac.id', 'Pertanian'],
    ]);
  });
});
