// Takes the journals' works as they arrive (in chunks, from the database or the bench's generator) and files each
// under its catalogue journal by Sourceid; works of journals the catalogue does not rank (discontinued) are dropped.
import type { WordList } from '../bridge/word-list';
import type { CatalogueEntry } from './catalogue-entry';
import { emptyWorksIndex, type JournalWorks, type WorksIndex, WorksIndexBuilder } from './works-index';
import { WorksText } from './works-text';

export class WorksCollector {
  private readonly docs = new Map<string, number>();
  private builder?: WorksIndexBuilder;

  constructor(
    private readonly entries: readonly CatalogueEntry[],
    private readonly words: WordList,
  ) {
    entries.forEach((entry, doc) => {
      if (entry.type === 'scopus') this.docs.set(entry.sourceId, doc);
    });
  }

  add(chunk: readonly JournalWorks[]): void {
    this.builder ??= new WorksIndexBuilder(new WorksText(this.words));
    for (const works of chunk) {
      const doc = this.docs.get(works.sourceId);
      if (doc !== undefined) this.builder.addJournal(doc, works);
    }
  }

  build(): WorksIndex {
    return this.builder?.build(this.entries.length) ?? emptyWorksIndex(this.entries.length);
  }
}
