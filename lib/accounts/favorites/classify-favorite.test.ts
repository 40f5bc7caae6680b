import { classifyFavorite } from './classify-favorite';

describe('classifyFavorite', () => {
  it('treats an id starting with http:// or https:// as SINTA, whatever the type says', () => {
    expect(classifyFavorite('https://jurnal.example.ac.id/index.php/jx')).toEqual({
      sourceType: 'sinta',
      sourceId: 'https://jurnal.example.ac.id/index.php/jx',
    });
    expect(classifyFavorite('HTTP://jurnal.example.ac.id', 'scopus')).toMatchObject({ sourceType: 'sinta' });
  });

  it('treats any id typed sinta as SINTA', () => {
    expect(classifyFavorite('jurnal.example.ac.id', 'sinta')).toEqual({ sourceType: 'sinta', sourceId: 'jurnal.example.ac.id' });
  });

  it('treats everything else as a Scopus Sourceid', () => {
    expect(classifyFavorite('21100805775')).toEqual({ sourceType: 'scopus', sourceId: '21100805775', scopusId: 21100805775n });
    expect(classifyFavorite('9223372036854775807', 'scopus')).toMatchObject({ scopusId: 9223372036854775807n });
  });

  it.each(['httpx://a.b', 'www.jurnal.ac.id', '0', '0123', '12a', '-5', '1e5', '9223372036854775808', ' 123'])(
    'finds no journal for the Scopus id %p',
    (id) => {
      expect(classifyFavorite(id)).toBeNull();
    },
  );
});
