import { splitSegments, tokenize } from './tokenize';

describe('tokenize', () => {
  it('lower-cases, drops accents and punctuation, and keeps words with letters', () => {
    expect(tokenize('Élastomère-based SOFT robots: 3D-printed, 25 % faster (v2).')).toEqual([
      'elastomere', 'based', 'soft', 'robots', '3d', 'printed', 'faster', 'v2',
    ]);
  });

  it('keeps an Indonesian reduplication once, in its fuller form', () => {
    expect(tokenize('anak-anak dan tumbuh-tumbuhan obat')).toEqual(['anak', 'dan', 'tumbuhan', 'obat']);
  });

  it('splits an English compound into its words', () => {
    expect(tokenize('human-robot interaction')).toEqual(['human', 'robot', 'interaction']);
  });
});

describe('splitSegments', () => {
  it('splits sentences and the parts of a bilingual title', () => {
    expect(splitSegments('Muara: Jurnal Manajemen (Journal of Management). Second sentence!')).toEqual([
      'Muara', 'Jurnal Manajemen', 'Journal of Management', 'Second sentence',
    ]);
  });
});
