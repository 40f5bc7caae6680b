import {
  canCompare,
  compareHref,
  type ComparedJournal,
  parseSelection,
  toggleSelection,
} from './compare-selection';

const journal = (id: string): ComparedJournal => ({ id, name: `Journal ${id}` });

describe('the compare selection', () => {
  it('adds a journal, removes it on the second toggle, and keeps the order of choice', () => {
    const first = toggleSelection([], journal('28773'));
    expect(first).toEqual({ selection: [journal('28773')], outcome: 'added' });
    const second = toggleSelection(first.selection, journal('19434'));
    expect(second.selection.map((entry) => entry.id)).toEqual(['28773', '19434']);
    expect(toggleSelection(second.selection, journal('28773'))).toEqual({
      selection: [journal('19434')],
      outcome: 'removed',
    });
  });

  it('refuses a fifth journal and leaves the four as they are', () => {
    const four = ['1', '2', '3', '4'].map(journal);
    expect(toggleSelection(four, journal('5'))).toEqual({ selection: four, outcome: 'full' });
    // Removing one of the four is still possible at the limit.
    expect(toggleSelection(four, journal('2')).outcome).toBe('removed');
  });

  it('compares from two journals on', () => {
    expect(canCompare([journal('1')])).toBe(false);
    expect(canCompare([journal('1'), journal('2')])).toBe(true);
    expect(compareHref(['3', '1', '2'])).toBe('/compare?ids=3,1,2');
    expect(compareHref(['3', 'https://j.example.ac.id/a?b=c&d'])).toBe('/compare?ids=3,https%3A%2F%2Fj.example.ac.id%2Fa%3Fb%3Dc%26d');
  });

  it('reads what another tab stored, dropping anything malformed, repeated or beyond four', () => {
    expect(parseSelection(JSON.stringify([journal('1'), journal('2')]))).toEqual([journal('1'), journal('2')]);
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection('{not json')).toEqual([]);
    expect(parseSelection(JSON.stringify({ id: '1' }))).toEqual([]);
    const messy = [journal('1'), { id: 'abc', name: 'x' }, { id: 2, name: 'y' }, journal('1'), journal('3'), { id: '4' }];
    expect(parseSelection(JSON.stringify(messy))).toEqual([journal('1'), journal('3')]);
    // A SINTA journal is kept by its website, as its favourite is.
    const sinta = journal('https://j.example.ac.id/index.php/x');
    expect(parseSelection(JSON.stringify([journal('1'), sinta, journal('https://a b')]))).toEqual([journal('1'), sinta]);
    const six = ['1', '2', '3', '4', '5', '6'].map(journal);
    expect(parseSelection(JSON.stringify(six)).map((entry) => entry.id)).toEqual(['1', '2', '3', '4']);
  });
});
