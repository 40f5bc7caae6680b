// An article file by its extension (.csv or .txt, .jsonl or .ndjson; any of them gzipped as .gz), decoded as strict
// UTF-8; a Scopus export and a plain CSV are told apart by their header. Problems with the file itself are
// ImportFileErrors, raised before anything is written.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../../../import/import-file-error';
import { readWholeTextFile } from '../../../import/read-gzip-text';
import type { ArticleFile } from './article-row';
import { parseArticleCsv } from './parse-article-csv';
import { parseArticleJsonl } from './parse-article-jsonl';

export async function readArticleFile(file: string): Promise<ArticleFile> {
  const label = path.basename(file);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new ImportFileError(`File not found: ${file}`);
  const extension = path.extname(label.replace(/\.gz$/i, '')).toLowerCase();
  const isCsv = extension === '.csv' || extension === '.txt';
  if (!isCsv && extension !== '.jsonl' && extension !== '.ndjson') {
    throw new ImportFileError(`${label}: expected a .csv file (a Scopus export or plain columns) or a .jsonl file`);
  }
  const text = await readWholeTextFile(file);
  return isCsv ? parseArticleCsv(text, label) : parseArticleJsonl(text, label);
}
