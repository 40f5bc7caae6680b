import { analyseAbstract, findPhrases } from '../engine/analyse-abstract';
import { pairKey } from '../text/stem';
import { Bridge } from './bridge';
import { englishCognates, cognateVocabulary, indonesianCognates, spellingSkeleton } from './cognates';
import { loadWordList, parseWordList } from './word-list';

describe('cognate rules', () => {
  const english = cognateVocabulary([
    'technology', 'communication', 'characterization', 'quality', 'mathematics', 'psychology', 'capitalism',
    'geography', 'effective', 'frequency', 'air', 'structure', 'system',
  ]);
  const indonesian = cognateVocabulary(['teknologi', 'komunikasi', 'kualitas', 'matematika', 'kapitalisme', 'efektif']);

  it.each([
    ['teknologi', 'technology'],
    ['komunikasi', 'communication'],
    ['karakterisasi', 'characterization'],
    ['kualitas', 'quality'],
    ['matematika', 'mathematics'],
    ['psikologi', 'psychology'],
    ['kapitalisme', 'capitalism'],
    ['geografi', 'geography'],
    ['efektif', 'effective'],
    ['frekuensi', 'frequency'],
    ['struktur', 'structure'],
  ])('reads Indonesian %s as English %s', (word, expected) => {
    expect(englishCognates(word, english, true)).toContain(expected);
  });

  it('works the other way round', () => {
    expect(indonesianCognates('technology', indonesian, true)).toContain('teknologi');
    expect(indonesianCognates('communication', indonesian, false)).toContain('komunikasi');
    expect(indonesianCognates('capitalism', indonesian, false)).toContain('kapitalisme');
  });

  it('offers a word spelt alike only when asked (the dictionary did not know it)', () => {
    expect(englishCognates('sistem', english, false)).toEqual([]);
    expect(englishCognates('sistem', english, true)).toEqual(['system']);
    expect(spellingSkeleton('teknologi')).toBe(spellingSkeleton('technology'));
  });
});

describe('Bridge', () => {
  const words = loadWordList();
  const bridge = new Bridge(words, ['machine', 'learning', 'technology', 'water', 'air'], ['mesin', 'pembelajaran', 'air']);
  const english = (word: string) => bridge.toEnglish(word).map((translation) => translation.word);
  const indonesian = (word: string) => bridge.toIndonesian(word).map((translation) => translation.word);

  it('translates through the word list, inflected forms through their stems', () => {
    expect(english('mesin')).toContain('machine');
    expect(english('pembelajaran')).toContain('learning');
    expect(english('penelitiannya')).toContain('research');
    expect(indonesian('machine')).toContain('mesin');
    expect(indonesian('networks')).toContain('jaringan');
  });

  it('never reads Indonesian "air" (water) as English "air"', () => {
    expect(english('air')).toContain('water');
    expect(english('air')).not.toContain('air');
  });

  it('weighs a translation below the word itself', () => {
    for (const translation of bridge.toEnglish('teknologi')) expect(translation.weight).toBeLessThan(1);
  });

  it('reads a hand-made pair before the dictionary', () => {
    const list = parseWordList('study\tbelajar\n', 'belajar\tlearning\nrumah sakit\thospital\n');
    expect(list.indonesianToEnglish.get('belajar')).toEqual(['learning', 'study']);
    expect(list.indonesianPhrases.get('rumah sakit')).toEqual(['hospital']);
  });
});

describe('analyseAbstract across languages', () => {
  const words = loadWordList();
  const bridge = new Bridge(words, ['machine', 'learning'], ['mesin', 'pembelajaran']);
  const keys = (text: string) => analyseAbstract(text, bridge, words).terms.map((term) => term.key);

  it("gives 'pembelajaran mesin' the English terms of 'machine learning', and the reverse", () => {
    const fromIndonesian = keys('Penelitian ini menerapkan pembelajaran mesin untuk klasifikasi citra.');
    const fromEnglish = keys('This paper applies machine learning to the classification of images.');
    expect(fromIndonesian).toEqual(expect.arrayContaining(['en:machin', 'en:learn']));
    expect(fromEnglish).toEqual(expect.arrayContaining(['id:mesin', 'id:ajar']));
    // The pair meets the title pair "Machine Learning" although Indonesian puts the words the other way round.
    expect(fromIndonesian).toContain(pairKey('en:machin', 'en:learn'));
    expect(fromEnglish).toContain(pairKey('id:ajar', 'id:mesin'));
  });

  it('reads each sentence in its own language and says which language dominates', () => {
    const analysed = analyseAbstract(
      'Penelitian ini mengkaji pertanian padi di Jawa. The study examines rice farming in Java.',
      bridge,
      words,
    );
    const keysFound = analysed.terms.map((term) => term.key);
    expect(keysFound).toEqual(expect.arrayContaining(['id:tani', 'en:rice', 'en:farm']));
    expect(analysed.language).toBe('id');
  });

  it('bridges Indonesian phrases of the word list', () => {
    expect(keys('Pasien rumah sakit menunggu lama di ruang gawat darurat.')).toContain('en:hospit');
  });
});

describe('phrases before words', () => {
  const words = loadWordList();
  const bridge = new Bridge(words, ['university', 'higher', 'education', 'financial', 'literacy', 'teacher', 'water', 'tear'], []);
  const analyse = (text: string) => analyseAbstract(text, bridge, words).terms;

  it('reads "perguruan tinggi" as university and higher education, not as "teacher"', () => {
    const terms = analyse('Mahasiswa perguruan tinggi swasta di Jawa Barat memilih program studi.');
    const found = terms.map((term) => term.key);
    expect(found).toEqual(expect.arrayContaining(['en:univers', 'en:higher', 'en:educ', pairKey('en:higher', 'en:educ')]));
    // "perguruan" alone reads as "teacher" (its stem is "guru"); inside the phrase its own translation is not added.
    expect(found).not.toContain('en:teacher');
    // The phrase's own word still counts in Indonesian, for Indonesian titles.
    expect(found).toContain('id:guru');
    expect(terms.find((term) => term.key === 'en:univers')).toMatchObject({ word: 'perguruan tinggi', via: 'university' });
  });

  it('reads "literasi keuangan" as financial literacy, the pair included, and names the translation', () => {
    const terms = analyse('Literasi keuangan generasi muda di Indonesia masih rendah dibandingkan negara tetangga.');
    const pair = terms.find((term) => term.key === pairKey('en:financi', 'en:literaci'));
    expect(pair).toMatchObject({ word: 'literasi keuangan', via: 'financial literacy' });
    expect(terms.find((term) => term.key === 'en:financi')).toMatchObject({ word: 'literasi keuangan' });
  });

  it('keeps a word outside a phrase translated as before', () => {
    expect(analyse('Air mata pasien diperiksa setiap pagi di klinik mata.').map((term) => term.key)).not.toContain('en:water');
    expect(analyse('Kualitas air sungai diperiksa setiap pagi di hulu.').map((term) => term.key)).toContain('en:water');
  });

  it('reads the dictionary phrases longest first, without overlap', () => {
    const phrases = new Map([
      ['sumber daya', ['resource']],
      ['sumber daya manusia', ['human resource']],
      ['daya manusia', ['manpower']],
    ]);
    const found = findPhrases(['sumber', 'daya', 'manusia', 'unggul'], phrases);
    expect([...found]).toEqual([[0, { size: 3, text: 'sumber daya manusia', translations: ['human resource'] }]]);
  });

  it('reads phrase pairs of both word lists, the project\'s own first', () => {
    const list = parseWordList('', 'air mata\tteardrop\n', '', 'air mata\ttear\nair mata\tair mata\n');
    expect(list.indonesianPhrases.get('air mata')).toEqual(['teardrop', 'tear']);
  });
});
