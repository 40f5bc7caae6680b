import { chooseSearchAction, MIN_ABSTRACT_LENGTH } from './search-action';

describe('chooseSearchAction', () => {
  const longAbstract = 'a'.repeat(MIN_ABSTRACT_LENGTH);

  it('asks for recommendations for an abstract of 50 trimmed characters, even with a title', () => {
    expect(chooseSearchAction('cancer', `  ${longAbstract}  `)).toEqual({ kind: 'recommend', abstract: longAbstract });
  });

  it('runs a title search when the abstract is too short', () => {
    expect(chooseSearchAction('  cancer ', `  ${'a'.repeat(MIN_ABSTRACT_LENGTH - 1)}   `)).toEqual({ kind: 'title', title: 'cancer' });
  });

  it('says the input is insufficient when both are', () => {
    expect(chooseSearchAction('   ', 'short')).toEqual({ kind: 'insufficient' });
  });
});
