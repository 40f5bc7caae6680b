import { scopusEntry } from '../../../test-support/test-catalogue';
import { loadWordList } from '../bridge/word-list';
import { termKey } from '../text/stem';
import { profiler } from './profile';
import { buildTopicIndex } from './topic-index';

describe('buildTopicIndex', () => {
  const entries = [
    scopusEntry({ title: 'Coral Reef Studies', categoryList: ['Oceanography'] }),
    scopusEntry({ title: 'Reef Ecology Letters', categoryList: ['Oceanography'] }),
    scopusEntry({ title: 'Journal of Sedimentary Basins', categoryList: ['Geology'] }),
  ];
  const profiles = entries.map(profiler(loadWordList()));
  const weightIn = (index: ReturnType<typeof buildTopicIndex>, word: string, category: string) => {
    const postings = index.postings.get(termKey(word, 'en'));
    const position = postings ? Array.from(postings.docs).indexOf(index.names.indexOf(category)) : -1;
    return position < 0 ? 0 : (postings?.weights[position] ?? 0);
  };

  it("describes each category by its journals' title words and its own name", () => {
    const index = buildTopicIndex(entries, profiles);
    expect(weightIn(index, 'reef', 'Oceanography')).toBeGreaterThan(weightIn(index, 'coral', 'Oceanography'));
    expect(weightIn(index, 'coral', 'Oceanography')).toBeGreaterThan(0);
    expect(weightIn(index, 'geology', 'Geology')).toBeGreaterThan(0);
  });

  it('can leave out the words a single journal of the category uses, never the name', () => {
    const index = buildTopicIndex(entries, profiles, 2);
    expect(weightIn(index, 'coral', 'Oceanography')).toBe(0);
    expect(weightIn(index, 'reef', 'Oceanography')).toBeGreaterThan(0);
    expect(weightIn(index, 'oceanography', 'Oceanography')).toBeGreaterThan(0);
  });
});
