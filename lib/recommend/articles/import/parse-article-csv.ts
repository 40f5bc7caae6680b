// An article CSV, read as it streams: a Scopus export ("Title", "Source title", "ISSN", "Abstract", "Author Keywords", …, comma-separated,
// RFC 4180 quoting, often behind a byte-order mark) or a plain file with title, issn, sourceid or journal, abstract
// and keywords columns (comma, semicolon or tab). A header that names neither is the wrong file; a bad row is skipped
// with its reason.
import { ImportFileError } from '../../../import/import-file-error';
import { detectDelimiter, parseDelimited } from '../../../import/parse-delimited';
import type { ArticleFile, ArticleRows } from './article-row';
import { type ArticleField, articleFieldOf, type RawArticle, toArticleRow } from './article-fields';
import { collectArticleRows, once } from './collect-article-rows';

/**
 * The fields each column feeds. A Scopus export names "Title" and "Source title"; a plain file needs title, a way to
 * name the journal (issn, sourceid or journal) and what the article is about (abstract or keywords), so that a journal
 * list such as the SJR file, with its Title and Sourceid, is refused rather than read as articles.
 */
function readHeader(header: string[], label: string): { fields: (ArticleField | null)[]; isScopus: boolean } {
  const fields = header.map((name) => articleFieldOf(name.trim()));
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  const isScopus = names.has('title') && names.has('source title');
  const hasJournal = fields.some((field) => field === 'journal' || field === 'issn' || field === 'sourceId');
  const hasContent = fields.includes('abstract') || fields.includes('keywords');
  if (!isScopus && !(fields.includes('title') && hasJournal && hasContent)) {
    throw new ImportFileError(
      `${label} line 1: neither a Scopus export nor an article CSV: the header needs "Title" and "Source title" ` +
        '(Scopus), or title, issn, sourceid or journal, and abstract or keywords ' +
        `(found ${header.map((name) => `"${name}"`).join(', ')})`,
    );
  }
  return { fields, isScopus };
}

/** The chunks again, the first ones held back until the header line is whole, with the header's delimiter. */
async function withDelimiter(chunks: AsyncIterable<string>): Promise<{ delimiter: string; chunks: AsyncIterable<string> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  let head = '';
  let isDone = false;
  while (!head.includes('\n')) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    head += next.value;
  }
  const text = head.replace(/^\uFEFF/, '');
  async function* rest(): AsyncGenerator<string> {
    yield text;
    if (isDone) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { delimiter: detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''), chunks: rest() };
}

/** The rows of an article CSV as its chunks arrive; `label` names the file in messages. */
export async function* streamArticleCsv(chunks: AsyncIterable<string>, label: string): ArticleRows {
  const { delimiter, chunks: text } = await withDelimiter(chunks);
  let columns: { fields: (ArticleField | null)[]; isScopus: boolean } | null = null;
  for await (const { line, fields: cells } of parseDelimited(text, { delimiter, label, strictQuotes: true })) {
    if (!columns) {
      columns = readHeader(cells, label);
      continue;
    }
    if (cells.length < columns.fields.length) {
      yield { line, reason: `${cells.length} fields where the header has ${columns.fields.length}` };
      continue;
    }
    const raw: RawArticle = {};
    columns.fields.forEach((field, index) => {
      if (field) (raw[field] ??= []).push(cells[index]!);
    });
    yield toArticleRow(line, raw);
  }
  if (!columns) throw new ImportFileError(`${label} is empty`);
  return columns.isScopus ? 'scopus' : 'csv';
}

/** The checks without the file system, on a whole text: `label` names the file in messages. */
export function parseArticleCsv(content: string, label: string): Promise<ArticleFile> {
  return collectArticleRows(streamArticleCsv(once(content), label), label);
}
