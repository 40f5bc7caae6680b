// Gathers a streaming reader's rows into one ArticleFile: for small texts and the parsers' own tests (the import
// itself never holds a file's rows).
import { isSkipped } from './article-fields';
import type { ArticleFile, ArticleRow, ArticleRows, SkippedRow } from './article-row';

export async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

export async function collectArticleRows(reader: ArticleRows, label: string): Promise<ArticleFile> {
  const rows: ArticleRow[] = [];
  const skipped: SkippedRow[] = [];
  for (let next = await reader.next(); ; next = await reader.next()) {
    if (next.done) return { label, format: next.value, rows, skipped };
    if (isSkipped(next.value)) skipped.push(next.value);
    else rows.push(next.value);
  }
}
