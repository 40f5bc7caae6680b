import { isUsableSintaWebsite, sintaFavoriteId } from './sinta-favorite-id';

const profileUrl = 'https://sinta.kemdikbud.go.id/journals/profile/2801';

describe('sintaFavoriteId', () => {
  it('keeps a journal by its website when that is an http(s) address', () => {
    expect(sintaFavoriteId({ website: 'https://jurnal.ugm.ac.id/jks/index', profileUrl })).toBe('https://jurnal.ugm.ac.id/jks/index');
    expect(sintaFavoriteId({ website: 'http://ojs.example.ac.id/index.php/a?x=1', profileUrl })).toBe('http://ojs.example.ac.id/index.php/a?x=1');
  });

  it.each([
    '#!',
    'jurnal.ugm.ac.id/ijeis',
    'http:/journal.iainlangsa.ac.id/index.php/ebis',
    'https://jurnal.stkipbima.ac.id/index.php/RE  https://jurnal.stkipbima.ac.id/index.php/RE/about',
    'https://localhost/x',
    `https://example.ac.id/${'x'.repeat(500)}`,
  ])('keeps a journal whose website is %p by its SINTA profile URL', (website) => {
    expect(isUsableSintaWebsite(website)).toBe(false);
    expect(sintaFavoriteId({ website, profileUrl })).toBe(profileUrl);
  });
});
