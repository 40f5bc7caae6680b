// The import's outcome for the operator: what was read, matched and written, and the first few journals and rows to
// check, so a wrong ISSN or a journal missing from the catalogue can be found without reading the whole file.
import type { ArticleImportResult } from './import-articles';

const formatNames = { scopus: 'Scopus export', csv: 'CSV', jsonl: 'JSON Lines' } as const;
const shown = 5;
const count = (value: number) => value.toLocaleString('en');
const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

function firstFew<T>(title: string, items: T[], describe: (item: T) => string, total = items.length): string[] {
  if (total === 0) return [];
  const head = total > shown ? `${title} (the first ${shown} of ${count(total)}):` : `${title}:`;
  return [head, ...items.slice(0, shown).map((item) => `    ${describe(item)}`)];
}

export function describeArticleImport(result: ArticleImportResult): string {
  const { matchedBy } = result;
  const lines = [
    `${result.file} (${formatNames[result.format]}): ${plural(result.rows, 'row')}; ` +
      `${count(result.matched)} matched a journal (${count(matchedBy.sourceid)} by Sourceid, ` +
      `${count(matchedBy.issn)} by ISSN, ${count(matchedBy.title)} by title), ${count(result.unmatched)} unmatched, ` +
      `${count(result.skippedRows)} skipped.`,
    result.matched === 0
      ? '  Nothing written: no row matched a catalogue journal.'
      : result.isUnchanged
      ? `  Nothing changed: all ${plural(result.unchanged, 'article')} are already imported.`
      : `  Articles: ${count(result.inserted)} inserted, ${count(result.updated)} updated, ` +
        `${count(result.unchanged)} unchanged.`,
  ];
  if (result.forSinta > 0) {
    lines.push(
      `  ${plural(result.forSinta, 'row')} stored for a SINTA journal holding their ISSN ` +
        `(${count(matchedBy.sinta)} for a SINTA journal alone).`,
    );
  }
  if (result.duplicates > 0) {
    lines.push(`  ${plural(result.duplicates, 'row')} repeated an article of an earlier row (written once).`);
  }
  if (result.isCatalogueEmpty) lines.push('  The catalogue has no journals: run `npm run db:import` first.');
  lines.push(
    ...firstFew(
      '  Journals not in the catalogue',
      result.unmatchedSources,
      ({ source, why, rows }) => `${source}: ${plural(rows, 'row')}${why === 'not found' ? '' : ` (${why})`}`,
    ),
    ...firstFew('  Skipped rows', result.skipped, ({ line, reason }) => `line ${line}: ${reason}`, result.skippedRows),
  );
  return lines.join('\n');
}
