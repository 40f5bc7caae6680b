// Takes the journals' works as they arrive (in chunks, from the database or the bench's generator) and files each
// under its catalogue journal: a Scopus journal's by Sourceid, a SINTA journal's by its website (the key the catalogue
// keeps one SINTA entry by); works of journals the catalogue does not rank (discontinued) are dropped.
import type { WordList } from '../bridge/word-list';
import type { CatalogueEntry } from './catalogue-entry';
import { emptyWorksIndex, type JournalWorks, type WorksIndex, WorksIndexBuilder } from './works-index';
import { WorksText } from './works-text';

export class WorksCollector {
  private readonly scopusDocs = new Map<string, number>();
  private readonly sintaDocs = new Map<string, number>();
  private builder?: WorksIndexBuilder;

  constructor(
    private readonly entries: readonly CatalogueEntry[],
    private readonly words: WordList,
  ) {
    entries.forEach((entry, doc) => {
      if (entry.type === 'scopus') this.scopusDocs.set(entry.sourceId, doc);
      else this.sintaDocs.set(entry.websiteUrl, doc);
    });
  }

  add(chunk: readonly JournalWorks[]): void {
    this.builder ??= new WorksIndexBuilder(new WorksText(this.words));
    for (const works of chunk) {
      const doc =
        works.sourceId !== undefined ? this.scopusDocs.get(works.sourceId) : this.sintaDocs.get(works.sintaWebsite ?? '');
      if (doc !== undefined) this.builder.addJournal(doc, works);
    }
  }

  build(): WorksIndex {
    return this.builder?.build(this.entries.length) ?? emptyWorksIndex(this.entries.length);
  }
}
