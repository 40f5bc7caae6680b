import { loadWordList } from '../bridge/word-list';
import { detectLanguage } from './detect-language';
import { pairKey, stem, termKey } from './stem';
import { isStopWord } from './stop-words';
import { tokenize } from './tokenize';

describe('stem', () => {
  it('brings English inflections together', () => {
    expect(stem('robots', 'en')).toBe(stem('robotics', 'en'));
    expect(stem('learning', 'en')).toBe(stem('learned', 'en'));
    expect(stem('networks', 'en')).toBe('network');
  });

  it('strips Indonesian affixes', () => {
    expect(stem('pembelajaran', 'id')).toBe(stem('belajar', 'id'));
    expect(stem('pertanian', 'id')).toBe('tani');
    expect(stem('kesehatan', 'id')).toBe('sehat');
  });

  it('names each term with its language, so homographs of the two languages stay apart', () => {
    expect(termKey('air', 'id')).toBe('id:air');
    expect(termKey('air', 'en')).toBe('en:air');
  });

  it('pairs two terms of one language in either order, never across languages or with themselves', () => {
    expect(pairKey('en:machin', 'en:learn')).toBe('en:learn+machin');
    expect(pairKey('en:learn', 'en:machin')).toBe('en:learn+machin');
    expect(pairKey('id:mesin', 'en:learn')).toBeNull();
    expect(pairKey('en:learn', 'en:learn')).toBeNull();
  });
});

describe('stop words', () => {
  it('drops function words and abstract boilerplate in each language, not topic words', () => {
    expect(isStopWord('the', 'en')).toBe(true);
    expect(isStopWord('paper', 'en')).toBe(true);
    expect(isStopWord('yang', 'id')).toBe(true);
    expect(isStopWord('bertujuan', 'id')).toBe(true);
    expect(isStopWord('robotics', 'en')).toBe(false);
    expect(isStopWord('pertanian', 'id')).toBe(false);
  });
});

describe('detectLanguage', () => {
  const words = loadWordList();

  it('tells Indonesian from English sentences', () => {
    expect(detectLanguage(tokenize('Penelitian ini bertujuan untuk mengetahui pengaruh pupuk terhadap tanaman'), 'en', words)).toBe('id');
    expect(detectLanguage(tokenize('This study investigates the effect of fertiliser on the growth of plants'), 'id', words)).toBe('en');
  });

  it('reads short titles by their markers, and falls back when nothing tells', () => {
    expect(detectLanguage(tokenize('Jurnal Ilmu Pertanian'), 'en', words)).toBe('id');
    expect(detectLanguage(tokenize('Journal of Agricultural Science'), 'id', words)).toBe('en');
    expect(detectLanguage(tokenize('Zqxv'), 'id', words)).toBe('id');
  });
});
