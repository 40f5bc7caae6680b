import type { JournalReference } from './article-row';
import { createJournalMatcher } from './journal-matcher';

const match = createJournalMatcher([
  { sourceId: '1', title: 'The Journal of Data Science & Analytics', issns: ['2345678X'] },
  { sourceId: '2', title: 'Revista de Educação', issns: ['11112222', '33334444'] },
  { sourceId: '3', title: 'Ecology Letters', issns: ['55556666'] },
  { sourceId: '4', title: 'Ecology Letters B', issns: ['55556666'] },
  { sourceId: '5', title: 'Marine Policy', issns: [] },
  { sourceId: '6', title: 'Marine  Policy.', issns: [] },
]);

const journal = (reference: Partial<JournalReference>): JournalReference => ({
  sourceId: null,
  issns: [],
  title: null,
  ...reference,
});

describe('createJournalMatcher', () => {
  it('takes a Sourceid alone, known or not', () => {
    expect(match(journal({ sourceId: '3', issns: ['2345678X'] }))).toEqual({ sourceId: '3', by: 'sourceid' });
    expect(match(journal({ sourceId: '99', issns: ['2345678X'] }))).toEqual({ sourceId: null, why: 'unknown sourceid' });
  });

  it('matches any of the journal ISSNs before the title', () => {
    expect(match(journal({ issns: ['33334444'], title: 'Ecology Letters' }))).toEqual({ sourceId: '2', by: 'issn' });
    expect(match(journal({ issns: ['00000000', '11112222'] }))).toEqual({ sourceId: '2', by: 'issn' });
  });

  it('lets the title choose among journals sharing an ISSN, and never guesses without it', () => {
    expect(match(journal({ issns: ['55556666'], title: 'ecology letters b' }))).toEqual({ sourceId: '4', by: 'issn' });
    expect(match(journal({ issns: ['55556666'] }))).toEqual({ sourceId: null, why: 'ambiguous' });
  });

  it('falls back to the normalised title: case, accents, punctuation, a leading "The", "&" and "and"', () => {
    expect(match(journal({ issns: ['99999999'], title: 'JOURNAL OF DATA SCIENCE AND ANALYTICS' }))).toEqual({
      sourceId: '1',
      by: 'title',
    });
    expect(match(journal({ title: 'Revista de Educacao' }))).toEqual({ sourceId: '2', by: 'title' });
  });

  it('leaves a title two journals share, or no journal, unmatched', () => {
    expect(match(journal({ title: 'Marine Policy' }))).toEqual({ sourceId: null, why: 'ambiguous' });
    expect(match(journal({ title: 'Unknown Letters in Physics', issns: ['99990000'] }))).toEqual({
      sourceId: null,
      why: 'not found',
    });
    expect(match(journal({}))).toEqual({ sourceId: null, why: 'not found' });
  });
});
