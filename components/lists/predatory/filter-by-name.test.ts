import { filterByName } from './filter-by-name';

const items = [{ name: 'Academic Journals' }, { name: 'ACADEMIA Publishing' }, { name: 'Science Domain' }];

describe('filterByName', () => {
  it('keeps names holding the text, whatever the case', () => {
    expect(filterByName(items, 'academ').map((item) => item.name)).toEqual(['Academic Journals', 'ACADEMIA Publishing']);
    expect(filterByName(items, '  DOMAIN ')).toEqual([{ name: 'Science Domain' }]);
  });

  it('keeps everything for an empty search and nothing for a text no name holds', () => {
    expect(filterByName(items, ' ')).toBe(items);
    expect(filterByName(items, 'zzz')).toEqual([]);
  });
});
