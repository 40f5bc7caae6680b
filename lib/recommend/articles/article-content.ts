// What the recommender keeps of a published article, whichever way it arrived (harvested from OpenAlex or imported
// from a file): the `journal_articles` row without its journal and bookkeeping.
export interface ArticleContent {
  /** The origin's own id: an OpenAlex work id ("W2741809807"), or an import's digest of title, year and journal. */
  externalId: string;
  title: string;
  abstract: string | null;
  keywords: string[];
  year: number | null;
  /** ISO 639-1 code when the origin says it ("en", "id"). */
  language: string | null;
}
