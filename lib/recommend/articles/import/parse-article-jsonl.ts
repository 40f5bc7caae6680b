// Articles as JSON Lines, read as they stream: one object per line with title, issn or sourceid (or journal), abstract, keywords (an array,
// or one string separated by `;`), year, language; keys are read as the CSV's columns are. A first line that is not
// such an object is the wrong file; a later line that is not one is skipped with its reason.
import { ImportFileError } from '../../../import/import-file-error';
import type { ArticleFile, ArticleRow, ArticleRows, SkippedRow } from './article-row';
import { articleFieldOf, isSkipped, type RawArticle, toArticleRow } from './article-fields';
import { collectArticleRows, once } from './collect-article-rows';

/** The text values of one JSON value: a string or number as itself, an array's strings and numbers each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => (Array.isArray(item) ? [] : textsOf(item)));
  return [];
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    return isObject ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toRaw(object: Record<string, unknown>): RawArticle {
  const raw: RawArticle = {};
  for (const [key, value] of Object.entries(object)) {
    const field = articleFieldOf(key);
    if (field) (raw[field] ??= []).push(...textsOf(value));
  }
  return raw;
}

/** Reads one line after another: its row, why it is skipped, or nothing for a blank line; the first sets the rule. */
function jsonlLineReader(label: string): { read: (text: string, line: number) => ArticleRow | SkippedRow | null; isEmpty: () => boolean } {
  let isFirst = true;
  return {
    isEmpty: () => isFirst,
    read(text, line) {
      if (text.trim() === '') return null;
      const object = parseObject(text);
      if (isFirst) {
        const fields = object ? Object.keys(object).map(articleFieldOf) : [];
        const hasJournal = fields.some((field) => field === 'journal' || field === 'issn' || field === 'sourceId');
        if (!fields.includes('title') || !hasJournal) {
          throw new ImportFileError(
            `${label} line ${line}: not an article per line: expected a JSON object with title and issn, sourceid ` +
              'or journal',
          );
        }
        isFirst = false;
      }
      if (!object) return { line, reason: 'not a JSON object' };
      return toArticleRow(line, toRaw(object));
    },
  };
}

/** The rows of a JSON Lines file as its chunks arrive: one line is held at a time. */
export async function* streamArticleJsonl(chunks: AsyncIterable<string>, label: string): ArticleRows {
  const reader = jsonlLineReader(label);
  let pending = '';
  let line = 0;
  let isStart = true;
  for await (const chunk of chunks) {
    pending += isStart ? chunk.replace(/^\uFEFF/, '') : chunk;
    isStart = false;
    let end = pending.indexOf('\n');
    let start = 0;
    while (end >= 0) {
      line += 1;
      const row = reader.read(pending.slice(start, end), line);
      if (row) yield row;
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  line += 1;
  const last = reader.read(pending, line);
  if (last) yield last;
  if (reader.isEmpty()) throw new ImportFileError(`${label} is empty`);
  return 'jsonl';
}

/** The checks without the file system, on a whole text: `label` names the file in messages. */
export function parseArticleJsonl(content: string, label: string): ArticleFile {
  const reader = jsonlLineReader(label);
  const rows: ArticleRow[] = [];
  const skipped: SkippedRow[] = [];
  content
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((text, index) => {
      const row = reader.read(text, index + 1);
      if (row === null) return;
      if (isSkipped(row)) skipped.push(row);
      else rows.push(row);
    });
  if (reader.isEmpty()) throw new ImportFileError(`${label} is empty`);
  return { label, format: 'jsonl', rows, skipped };
}
