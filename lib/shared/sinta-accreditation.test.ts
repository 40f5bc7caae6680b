import { parseSintaLevel, sintaLabel } from './sinta-accreditation';

describe('SINTA levels', () => {
  it.each([
    ['S1 Accredited', 1],
    ['Sinta 3', 3],
    ['sinta3', 3],
    ['S6', 6],
    [' 4 ', 4],
  ])('reads %p as level %p', (text, level) => {
    expect(parseSintaLevel(text)).toBe(level);
  });

  it.each(['S0', 'S7', 'Sinta', 'gold', '', '12'])('finds no level in %p', (text) => {
    expect(parseSintaLevel(text)).toBeNull();
  });

  it("labels a level as the pages show it ('Sinta 1')", () => {
    expect(sintaLabel(2)).toBe('Sinta 2');
  });
});
