// An article file by its extension (.csv or .txt, .jsonl or .ndjson; any of them gzipped as .gz), streamed and decoded
// as strict UTF-8; a Scopus export and a plain CSV are told apart by their header. The name and the extension are
// checked before anything is read; problems inside the file are ImportFileErrors raised as the reader reaches them.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../../../import/import-file-error';
import { readTextFile } from '../../../import/read-text-file';
import type { ArticleRows } from './article-row';
import { streamArticleCsv } from './parse-article-csv';
import { streamArticleJsonl } from './parse-article-jsonl';

export async function openArticleFile(file: string): Promise<{ label: string; rows: () => ArticleRows }> {
  const label = path.basename(file);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new ImportFileError(`File not found: ${file}`);
  const extension = path.extname(label.replace(/\.gz$/i, '')).toLowerCase();
  const isCsv = extension === '.csv' || extension === '.txt';
  if (!isCsv && extension !== '.jsonl' && extension !== '.ndjson') {
    throw new ImportFileError(`${label}: expected a .csv file (a Scopus export or plain columns) or a .jsonl file`);
  }
  const stream = isCsv ? streamArticleCsv : streamArticleJsonl;
  return { label, rows: () => stream(readTextFile(file, { encoding: 'utf-8' }), label) };
}
