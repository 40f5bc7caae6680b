// Articles as JSON Lines: one object per line with title, issn or sourceid (or journal), abstract, keywords (an array,
// or one string separated by `;`), year, language; keys are read as the CSV's columns are. A first line that is not
// such an object is the wrong file; a later line that is not one is skipped with its reason.
import { ImportFileError } from '../../../import/import-file-error';
import type { ArticleFile, ArticleRow, SkippedRow } from './article-row';
import { articleFieldOf, isSkipped, type RawArticle, toArticleRow } from './article-fields';

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

/** The checks without the file system: `label` names the file in messages. */
export function parseArticleJsonl(content: string, label: string): ArticleFile {
  const rows: ArticleRow[] = [];
  const skipped: SkippedRow[] = [];
  let isFirst = true;
  content
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((text, index) => {
      const line = index + 1;
      if (text.trim() === '') return;
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
      if (!object) {
        skipped.push({ line, reason: 'not a JSON object' });
        return;
      }
      const row = toArticleRow(line, toRaw(object));
      if (isSkipped(row)) skipped.push(row);
      else rows.push(row);
    });
  if (isFirst) throw new ImportFileError(`${label} is empty`);
  return { label, format: 'jsonl', rows, skipped };
}
