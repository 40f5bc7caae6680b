// `npm run eval:similar -- [--seed N] [--count N] [--show N]`: measures the journal pages' similar-journals lists
// (lib/recommend/engine/similar-journals.ts) on the database the product uses: for a seeded sample of current Scopus
// journals and of SINTA journals, the share of each list's journals sharing a category with the journal (SJR
// categories; SINTA journals' inferred ones), beside two references over the same sample: a plain BM25 over journal
// titles (the journal's title as the query) and eight journals drawn at random (chance). Also the time of one
// uncached answer. `--show N` prints the lists of the first N sampled journals of each kind, to read.
import { performance } from 'node:perf_hooks';
import { withProductIndex } from '../tooling/evaluation/with-product-index';
import type { RecommendIndex } from '../lib/recommend/engine/build-index';
import type { CatalogueEntry } from '../lib/recommend/engine/catalogue-entry';
import { findSimilarJournals, journalKey, type SimilarJournalsSource } from '../lib/recommend/engine/similar-journals';
import { selectTop } from '../lib/recommend/engine/select-top';
import { sample, seededRandom, sharedCategoryShare, summariseLists, type ListFigures } from '../tooling/evaluation/similar-journals-figures';
import { TitleBaseline } from '../tooling/evaluation/title-baseline';
import { runToExit } from './run-to-exit';

const LIMIT = 8;

function sourceOf(entry: CatalogueEntry): SimilarJournalsSource {
  return {
    key: journalKey(entry),
    type: entry.type,
    title: entry.title,
    categories: entry.type === 'scopus' ? entry.categoryList : entry.subjectAreas,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

interface Measured {
  ours: ListFigures;
  title: ListFigures;
  chance: ListFigures;
  /** Among SINTA journals' lists: the share of listed journals that are SINTA journals. */
  sintaShare?: number;
  milliseconds: number[];
}

function measure(index: RecommendIndex, docs: number[], kind: 'scopus' | 'sinta', random: () => number): Measured {
  const baseline = new TitleBaseline(index.entries);
  const sinta = kind === 'sinta';
  const candidates = index.entries.flatMap((entry, doc) => (sinta || entry.type === 'scopus' ? [doc] : []));
  const docOf = new Map(index.entries.map((entry, doc) => [entry, doc]));
  const ours: { share: number | null; length: number }[] = [];
  const title: { share: number | null; length: number }[] = [];
  const chance: { share: number | null; length: number }[] = [];
  const milliseconds: number[] = [];
  let listed = 0;
  let listedSinta = 0;
  for (const doc of docs) {
    const entry = index.entries[doc];
    const started = performance.now();
    const similar = findSimilarJournals(index, sourceOf(entry), { limit: LIMIT });
    milliseconds.push(performance.now() - started);
    const similarDocs = similar.map((item) => docOf.get(item.entry) ?? -1);
    ours.push({ share: sharedCategoryShare(index, doc, similarDocs), length: similarDocs.length });
    listed += similar.length;
    listedSinta += similar.filter((item) => item.entry.type === 'sinta').length;
    const byTitle = selectTop(baseline.scoreAll(entry.title, sinta), LIMIT, (other) => other !== doc);
    title.push({ share: sharedCategoryShare(index, doc, byTitle), length: byTitle.length });
    const drawn = sample(candidates.filter((other) => other !== doc), LIMIT, random);
    chance.push({ share: sharedCategoryShare(index, doc, drawn), length: drawn.length });
  }
  return {
    ours: summariseLists(ours),
    title: summariseLists(title),
    chance: summariseLists(chance),
    ...(sinta ? { sintaShare: listedSinta / Math.max(1, listed) } : {}),
    milliseconds,
  };
}

function report(name: string, measured: Measured): string {
  const line = (label: string, figures: ListFigures) =>
    `  ${label.padEnd(12)} shares a category ${percent(figures.sharedCategory).padStart(6)}   lists of 6+ ` +
    `${String(figures.atLeastSix).padStart(3)}/${figures.journals}   mean length ${figures.meanLength.toFixed(1)}`;
  return [
    `${name} (${measured.ours.journals} journals)`,
    line('ours', measured.ours),
    line('title BM25', measured.title),
    line('chance', measured.chance),
    ...(measured.sintaShare === undefined ? [] : [`  SINTA journals among those listed: ${percent(measured.sintaShare)}`]),
    `  one uncached answer: p50 ${median(measured.milliseconds).toFixed(1)} ms, p95 ${quantile(measured.milliseconds, 0.95).toFixed(1)} ms`,
  ].join('\n');
}

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} takes a positive whole number`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const seed = option(args, '--seed', 20261127);
  const count = option(args, '--count', 200);
  await withProductIndex(console.log, async ({ entries, index, journalsWithWorks: withWorks }) => {
    console.log(`journals: ${entries.length.toLocaleString('en')}; with articles or topics: ${withWorks.toLocaleString('en')}; seed ${seed}`);
    const random = seededRandom(seed);
    const ofType = (type: CatalogueEntry['type']) => entries.flatMap((entry, doc) => (entry.type === type ? [doc] : []));
    const scopus = sample(ofType('scopus'), count, random);
    const sinta = sample(ofType('sinta'), count, random);
    const show = args.includes('--show') ? option(args, '--show', 5) : 0;
    for (const doc of [...scopus.slice(0, show), ...sinta.slice(0, show)]) {
      const similar = findSimilarJournals(index, sourceOf(entries[doc]), { limit: LIMIT });
      console.log(`\n${entries[doc].title}:\n${similar.map((item) => `  ${item.entry.type} ${item.entry.title}`).join('\n')}`);
    }
    const sections = [report('Scopus journals (compared with Scopus journals)', measure(index, scopus, 'scopus', random))];
    if (sinta.length > 0) sections.push(report('SINTA journals (compared with SINTA and Scopus journals)', measure(index, sinta, 'sinta', random)));
    if (withWorks > 0) {
      const worked = scopus.filter((doc) => index.works.hasWorks[doc] === 1);
      if (worked.length > 0) sections.push(report('  of which Scopus journals with works', measure(index, worked, 'scopus', random)));
    }
    console.log(`\n${sections.join('\n\n')}\n`);
    console.log('shares a category: per journal, the share of its listed journals with one of its SJR categories (SINTA: the');
    console.log('categories inferred from titles), averaged. title BM25: its title as the query over titles only; chance: 8 drawn at random.');
  });
}

runToExit(main);
