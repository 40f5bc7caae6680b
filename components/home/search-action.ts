// What the home page's search button does: an abstract of at least 50 trimmed characters asks
// for AI recommendations; otherwise a non-empty title runs a title search; otherwise the visitor is told what to enter.
export const MIN_ABSTRACT_LENGTH = 50;

export type SearchAction = { kind: 'recommend'; abstract: string } | { kind: 'title'; title: string } | { kind: 'insufficient' };

export function chooseSearchAction(title: string, abstract: string): SearchAction {
  const trimmedAbstract = abstract.trim();
  if (trimmedAbstract.length >= MIN_ABSTRACT_LENGTH) return { kind: 'recommend', abstract: trimmedAbstract };
  const trimmedTitle = title.trim();
  if (trimmedTitle !== '') return { kind: 'title', title: trimmedTitle };
  return { kind: 'insufficient' };
}
