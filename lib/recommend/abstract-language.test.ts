import { isWrittenInIndonesian } from './abstract-language';

describe('isWrittenInIndonesian', () => {
  it('tells an Indonesian abstract from an English one without the word lists', () => {
    expect(
      isWrittenInIndonesian(
        'Penelitian ini menganalisis pengaruh literasi keuangan terhadap perilaku pengelolaan keuangan mahasiswa di Yogyakarta.',
      ),
    ).toBe(true);
    expect(
      isWrittenInIndonesian('This study analyses the effect of financial literacy on the money management of students.'),
    ).toBe(false);
  });

  it('takes a text without a vote, or an empty one, as English', () => {
    expect(isWrittenInIndonesian('')).toBe(false);
    expect(isWrittenInIndonesian('data model')).toBe(false);
  });

  it('lets the vocabularies decide words the function words leave open', () => {
    const lexicon = { englishWords: new Set<string>(), indonesianWords: new Set(['literasi', 'keuangan']) };
    expect(isWrittenInIndonesian('literasi keuangan', lexicon)).toBe(true);
    expect(isWrittenInIndonesian('literasi keuangan')).toBe(false);
  });
});
