// The article titles kept for the reasons: each journal's titles read back as they were added (UTF-8 included), and
// each title's terms renumbered to the index's ids, a term no journal kept left out.
import { titleOf, titlesOf, WorksTitlesBuilder } from './works-titles';

describe('WorksTitlesBuilder', () => {
  it("keeps each journal's titles and each title's terms in the index's ids", () => {
    const builder = new WorksTitlesBuilder();
    builder.addTerms([0, 1, 2], 3);
    builder.addTerms([3, 9], 1); // only the first id counts
    builder.add(2, ['Graph networks for traffic', 'Pembelajaran daring — ≈ survei']);
    builder.addTerms([1, 4], 2);
    builder.add(0, ['Traffic flow']);
    // Build ids 0..4 → index ids; build id 2 was kept by no journal.
    const titles = builder.build(3, Int32Array.from([5, 6, -1, 7, 8]));

    expect(titlesOf(titles, 2)).toEqual(['Graph networks for traffic', 'Pembelajaran daring — ≈ survei']);
    expect(titlesOf(titles, 0)).toEqual(['Traffic flow']);
    expect(titlesOf(titles, 1)).toEqual([]);
    const termsOf = (article: number) => [...titles.termIds.subarray(titles.termOffsets[article], titles.termOffsets[article + 1])];
    const first = titles.first[2];
    expect(termsOf(first)).toEqual([5, 6]);
    expect(termsOf(first + 1)).toEqual([7]);
    expect(titleOf(titles, titles.first[0])).toBe('Traffic flow');
    expect(termsOf(titles.first[0])).toEqual([6, 8]);
  });

  it('reads back every title when they fill several of the chunks they are encoded into, with nothing between them', () => {
    const builder = new WorksTitlesBuilder();
    // About 3 MB of UTF-8 over 2,000 journals: three chunks of 1 MB and more, multi-byte characters included.
    const titlesByJournal = Array.from({ length: 2_000 }, (_, doc) =>
      Array.from({ length: 15 }, (_, article) => `Journal ${doc} article ${article} — ${'ü'.repeat(20)} ${'x'.repeat(40)}`),
    );
    titlesByJournal.forEach((titles, doc) => {
      for (const _title of titles) builder.addTerms([doc], 1);
      builder.add(doc, titles);
    });
    const built = builder.build(titlesByJournal.length, Int32Array.from(titlesByJournal.keys()));
    expect(built.bytes.length).toBe(built.offsets[built.offsets.length - 1]);
    for (const doc of [0, 699, 700, 1_999]) expect(titlesOf(built, doc)).toEqual(titlesByJournal[doc]);
    const bytes = titlesByJournal.flat().reduce((sum, title) => sum + Buffer.byteLength(title), 0);
    expect(built.bytes.length).toBe(bytes);
  });

  it('refuses titles added without their terms', () => {
    const builder = new WorksTitlesBuilder();
    builder.add(0, ['A title without terms']);
    expect(() => builder.build(1)).toThrow('every title needs its terms');
  });
});
