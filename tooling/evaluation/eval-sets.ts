// The labelled papers of `npm run eval:recommend`: every CSV of a folder whose name starts with a known set's prefix
// (whatever follows), read as the query text a researcher would paste and the journal title it appeared in.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readTable } from '../../lib/import/read-table';

export type EvalSetName = 'tf-papers' | 'sinta-articles' | 's2orc';
export const EVAL_SET_NAMES: readonly EvalSetName[] = ['tf-papers', 'sinta-articles', 's2orc'];

export interface LabelledPaper {
  query: string;
  journal: string;
}

/** Which columns make the query and the label; a too-short abstract gets its title in front (the product needs 50). */
const layouts: Record<EvalSetName, (row: Record<string, string>) => LabelledPaper> = {
  // Title and author keywords: these papers come without an abstract.
  'tf-papers': (row) => ({ query: `${row.paper_title ?? ''}. ${row.keywords ?? ''}`, journal: row.journal_name ?? '' }),
  'sinta-articles': (row) => ({ query: abstractOrMore(row.abstract, row.article_title), journal: row.journal_title ?? '' }),
  s2orc: (row) => ({ query: abstractOrMore(row.abstract, row.title), journal: row.journal ?? '' }),
};

function abstractOrMore(abstract = '', title = ''): string {
  return abstract.trim().length >= 50 ? abstract : `${title}. ${abstract}`;
}

export function setOfFile(name: string): EvalSetName | null {
  if (!name.toLowerCase().endsWith('.csv')) return null;
  return EVAL_SET_NAMES.find((set) => name.startsWith(set)) ?? null;
}

export async function readEvalSets(dir: string): Promise<Map<EvalSetName, LabelledPaper[]>> {
  const sets = new Map<EvalSetName, LabelledPaper[]>();
  for (const name of (await readdir(dir)).sort()) {
    const set = setOfFile(name);
    if (!set) continue;
    const papers = sets.get(set) ?? [];
    let header: string[] = [];
    await readTable(
      path.join(dir, name),
      { delimiter: ',', encoding: 'utf-8' },
      (names) => (header = names),
      (fields) => papers.push(layouts[set](Object.fromEntries(header.map((column, i) => [column, fields[i] ?? ''])))),
    );
    sets.set(set, papers);
  }
  return sets;
}
