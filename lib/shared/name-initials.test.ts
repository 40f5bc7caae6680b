import { initialPages, nameInitial } from './name-initials';

describe('nameInitial', () => {
  it('files a name under its first letter without accents, upper-case', () => {
    expect(nameInitial('academic Journals')).toBe('A');
    expect(nameInitial('École Review')).toBe('E');
    expect(nameInitial('Ærospace Letters')).toBe('A');
    expect(nameInitial('  zenith')).toBe('Z');
  });

  it("files digits, signs and other scripts under '#'", () => {
    expect(nameInitial('100% Research')).toBe('#');
    expect(nameInitial('"Quoted" Press')).toBe('#');
    expect(nameInitial('Журнал')).toBe('#');
    expect(nameInitial('')).toBe('#');
  });
});

describe('initialPages', () => {
  it("gives each letter present the page of its first name, '#' first, absent letters left out", () => {
    const names = ['1st Press', 'Alpha', 'Beta', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Журнал'];
    expect(initialPages(names, 3)).toEqual([
      { letter: '#', page: 1 },
      { letter: 'A', page: 1 },
      { letter: 'B', page: 1 },
      { letter: 'C', page: 2 },
      { letter: 'D', page: 2 },
      { letter: 'E', page: 3 },
    ]);
    expect(initialPages([], 30)).toEqual([]);
  });
});
