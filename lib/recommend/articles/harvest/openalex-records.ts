// What the harvest reads from OpenAlex's answers, checked field by field: a list page is `{ meta: { next_cursor },
// results: [...] }`; a source gives its id, ISSNs ("2167-8359"), works count and topics (`{ id, display_name, count }`,
// the number of its works with that topic); a work gives its id, title, abstract as an inverted index, keywords
// (`{ display_name }`), publication year and language (ISO 639-1). A result that does not fit is skipped, never stored;
// a page that does not fit is an invalid answer (retried like a cut-off page).
import { z } from 'zod';
import { normaliseIssn } from '../../../import/normalise-issn';
import { toSafeText } from '../../../schemas/safe-text';
import { rebuildAbstract } from './rebuild-abstract';
import type { ArticleContent } from '../article-content';

export const sourceFields = ['id', 'issn', 'works_count', 'topics'] as const;
export const workFields = [
  'id',
  'title',
  'abstract_inverted_index',
  'keywords',
  'publication_year',
  'language',
] as const;

const pageSchema = z.object({
  meta: z.object({ next_cursor: z.string().nullish() }),
  results: z.array(z.unknown()),
});

const sourceSchema = z.object({
  id: z.string(),
  issn: z.array(z.string()).nullish(),
  works_count: z.number().nullish(),
  topics: z
    .array(z.object({ id: z.string(), display_name: z.string().nullish(), count: z.number().int().nonnegative().nullish() }))
    .nullish(),
});

const workSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  abstract_inverted_index: z.record(z.string(), z.unknown()).nullish(),
  keywords: z.array(z.object({ display_name: z.string().nullish() })).nullish(),
  publication_year: z.number().int().nullish(),
  language: z.string().nullish(),
});

export interface OpenAlexPage {
  nextCursor: string | null;
  results: unknown[];
}

export interface SourceTopic {
  /** "T10064" */
  topicId: string;
  name: string;
  count: number;
}

export interface OpenAlexSource {
  /** "S1983995261" */
  id: string;
  /** Normalised like the catalogue's (8 characters, no hyphen). */
  issns: string[];
  worksCount: number;
  topics: SourceTopic[];
}

/** A harvested work; its externalId is the work's id, "W2741809807". */
export type HarvestedArticle = ArticleContent;

/** The page's cursor and results, or null when the answer is not a list page. */
export function readPage(body: unknown): OpenAlexPage | null {
  const page = pageSchema.safeParse(body);
  return page.success ? { nextCursor: page.data.meta.next_cursor ?? null, results: page.data.results } : null;
}

/** "https://openalex.org/W123" → "W123" (an id already short stays as it is). */
export const shortId = (id: string): string => id.trim().replace(/\/+$/, '').split('/').pop() ?? '';

/** One line of text PostgreSQL can store: runs of white space made one space, control characters and lone surrogates removed. */
export const cleanText = (text: string): string => toSafeText(text.replace(/\s+/g, ' ')).trim();

/** "12345678" → "1234-5678", the form OpenAlex writes. */
export const hyphenateIssn = (issn: string): string => `${issn.slice(0, 4)}-${issn.slice(4)}`;

export function toSource(result: unknown): OpenAlexSource | null {
  const parsed = sourceSchema.safeParse(result);
  if (!parsed.success || !/^S\d+$/.test(shortId(parsed.data.id))) return null;
  const { id, issn, works_count: worksCount, topics } = parsed.data;
  const seen = new Set<string>();
  return {
    id: shortId(id),
    issns: (issn ?? []).flatMap((text) => normaliseIssn(text) ?? []),
    worksCount: worksCount ?? 0,
    topics: (topics ?? []).flatMap((topic) => {
      const topicId = shortId(topic.id);
      const name = cleanText(topic.display_name ?? '');
      if (!/^T\d+$/.test(topicId) || !name || seen.has(topicId)) return [];
      seen.add(topicId);
      return [{ topicId, name, count: topic.count ?? 0 }];
    }),
  };
}

export function toArticle(result: unknown): HarvestedArticle | null {
  const parsed = workSchema.safeParse(result);
  if (!parsed.success) return null;
  const work = parsed.data;
  const externalId = shortId(work.id);
  const title = cleanText(work.title ?? '');
  if (!/^W\d+$/.test(externalId) || !title) return null;
  const abstract = cleanText(rebuildAbstract(work.abstract_inverted_index) ?? '');
  const keywords = [...new Set((work.keywords ?? []).map((keyword) => cleanText(keyword.display_name ?? '')))].filter(Boolean);
  const language = cleanText(work.language ?? '').toLowerCase();
  return {
    externalId,
    title,
    abstract: abstract || null,
    keywords,
    year: work.publication_year ?? null,
    language: /^[a-z]{2,3}$/.test(language) ? language : null,
  };
}
