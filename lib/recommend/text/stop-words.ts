// Stop words: the `stopword` package's English and Indonesian lists, plus words of abstract boilerplate that say
// nothing about a topic but would match journal titles by accident ("paper" names Pulp & Paper journals).
import { eng, ind } from 'stopword';

const englishBoilerplate = `abstract paper papers study studies article research researcher results result show shows
showed shown propose proposed proposes method methods approach present presented presents investigate investigated
aim aims purpose finding findings conclusion conclusions conclude concluded suggest suggests suggested using use used
uses based also however respectively significant significantly novel new work works obtained performed observed
within among total number first second third one two three four five several various different well can may
increase increased decrease decreased high higher low lower compared compare comparison et al via thus
therefore furthermore moreover addition additionally found find provide provides provided including include includes
towards toward whereas although approximately previously recently currently without`;

const indonesianBoilerplate = `abstrak penelitian peneliti bertujuan tujuan hasil menunjukkan metode kesimpulan simpulan
artikel jurnal kata kunci pengaruh berdasarkan signifikan dilakukan digunakan menggunakan diperoleh sebesar sedangkan
yakni antara melalui adanya pada dalam terhadap secara tersebut serta dapat lebih juga bagi oleh sebagai ini itu
merupakan memiliki mempunyai terdapat dengan untuk dari yang dan atau di ke studi analisis menganalisis mengetahui
diketahui sampel responden data`;

// "analisis", "data", "sampel" and "responden" fill almost every Indonesian abstract whatever its field.
const words = (list: string) => list.split(/\s+/).filter(Boolean);

export const englishStopWords: ReadonlySet<string> = new Set([...eng, ...words(englishBoilerplate)]);
export const indonesianStopWords: ReadonlySet<string> = new Set([...ind, ...words(indonesianBoilerplate)]);

export function isStopWord(token: string, language: 'en' | 'id'): boolean {
  return language === 'en' ? englishStopWords.has(token) : indonesianStopWords.has(token);
}
