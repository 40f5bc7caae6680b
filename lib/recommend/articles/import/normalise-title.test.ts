import { normaliseTitle } from './normalise-title';

describe('normaliseTitle', () => {
  it.each([
    ['The Journal of Data Science & Analytics', 'journal of data science and analytics'],
    ['JOURNAL OF DATA SCIENCE AND ANALYTICS', 'journal of data science and analytics'],
    ['Revista de Educação', 'revista de educacao'],
    ['Muara: Jurnal Manajemen (Journal of Management)', 'muara jurnal manajemen journal of management'],
    ['  Ecology -- Letters. ', 'ecology letters'],
    ['Вестник Московского университета', 'вестник московского университета'],
  ])('%j becomes %j', (title, expected) => {
    expect(normaliseTitle(title)).toBe(expected);
  });

  it('drops a leading "The" only as a whole word', () => {
    expect(normaliseTitle('Theoretical Ecology')).toBe('theoretical ecology');
    expect(normaliseTitle('The Lancet')).toBe('lancet');
  });

  it('leaves nothing of a title without letters or digits', () => {
    expect(normaliseTitle(' -- ')).toBe('');
  });
});
