// The columns (or JSON keys) an article file may hold, and the rules that turn their text into an ArticleRow. Names are
// compared in lower case without spaces or punctuation, so Scopus's "Source title" and "Author Keywords" and a plain
// file's "sourceid" or "source_id" are read by one table. A field may come from several columns (author and index
// keywords, ISSN and EISSN): their values are joined.
import { splitIssns } from '../../../import/normalise-issn';
import type { ArticleRow, SkippedRow } from './article-row';
import { normaliseTitle } from './normalise-title';

export type ArticleField =
  | 'title'
  | 'journal'
  | 'issn'
  | 'sourceId'
  | 'abstract'
  | 'keywords'
  | 'year'
  | 'language'
  | 'documentType';

const fieldOfName: Record<string, ArticleField> = {
  title: 'title',
  sourcetitle: 'journal',
  journal: 'journal',
  journaltitle: 'journal',
  issn: 'issn',
  eissn: 'issn',
  sourceid: 'sourceId',
  abstract: 'abstract',
  keywords: 'keywords',
  authorkeywords: 'keywords',
  indexkeywords: 'keywords',
  year: 'year',
  language: 'language',
  languageoforiginaldocument: 'language',
  documenttype: 'documentType',
};

/** The field a column or key feeds, or null for one the import does not read (Scopus's Authors, DOI, …). */
export function articleFieldOf(name: string): ArticleField | null {
  return fieldOfName[name.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? null;
}

/** Every value a row gives each field, in column order. */
export type RawArticle = Partial<Record<ArticleField, string[]>>;

/** Corrections and retraction notices say nothing of what a journal publishes. */
const excludedDocumentTypes = new Set(['erratum', 'retracted']);

const languageCodes: Record<string, string> = {
  english: 'en',
  indonesian: 'id',
  malay: 'ms',
  spanish: 'es',
  portuguese: 'pt',
  french: 'fr',
  german: 'de',
  italian: 'it',
  dutch: 'nl',
  russian: 'ru',
  ukrainian: 'uk',
  polish: 'pl',
  czech: 'cs',
  turkish: 'tr',
  arabic: 'ar',
  persian: 'fa',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
};

const first = (values: string[] | undefined): string =>
  values?.map((value) => value.trim()).find((value) => value !== '') ?? '';

/** Scopus writes "[No abstract available]" for none and ends many abstracts with the copyright line. */
export function cleanAbstract(text: string): string | null {
  const trimmed = text.trim();
  if (/^\[no abstract available\]$/i.test(trimmed)) return null;
  const withoutCopyright = trimmed.replace(/\s*(?:copyright\s*)?©[^©]{0,300}$/iu, '');
  return withoutCopyright === '' ? null : withoutCopyright;
}

/** Keywords separated by `;` (Scopus writes `; `), trimmed, each once whatever its case, in order. */
export function splitKeywords(values: string[]): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of values.flatMap((value) => value.split(';')).map((part) => part.trim().replace(/\s+/g, ' '))) {
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** A language named in English ("English") or by its ISO 639-1 code ("en"); null for several or an unknown one. */
export function languageCode(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(value)) return value;
  return languageCodes[value] ?? null;
}

/** A year between 1600 and 2100, null for an empty cell; anything else is the row's error. */
function parseYear(text: string): number | null | Error {
  if (text === '') return null;
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  return year >= 1600 && year <= 2100 ? year : new Error(`year "${text}" is not a year`);
}

/** The row as an article, or the reason it is skipped (no title, a year or Sourceid that is not one, an erratum). */
export function toArticleRow(line: number, raw: RawArticle): ArticleRow | SkippedRow {
  const title = first(raw.title).replace(/\s+/g, ' ');
  if (normaliseTitle(title) === '') return { line, reason: 'no title' };
  const documentType = first(raw.documentType);
  if (excludedDocumentTypes.has(documentType.toLowerCase())) {
    return { line, reason: `document type "${documentType}"` };
  }
  const year = parseYear(first(raw.year));
  if (year instanceof Error) return { line, reason: year.message };
  const sourceId = first(raw.sourceId);
  if (sourceId !== '' && !/^\d{1,19}$/.test(sourceId)) {
    return { line, reason: `sourceid "${sourceId}" is not a number` };
  }
  return {
    line,
    title,
    abstract: cleanAbstract(first(raw.abstract)),
    keywords: splitKeywords(raw.keywords ?? []),
    year,
    language: languageCode(first(raw.language)),
    journal: {
      sourceId: sourceId === '' ? null : BigInt(sourceId).toString(),
      issns: splitIssns((raw.issn ?? []).join(' ')),
      title: first(raw.journal).replace(/\s+/g, ' ') || null,
    },
  };
}

export const isSkipped = (row: ArticleRow | SkippedRow): row is SkippedRow => 'reason' in row;
