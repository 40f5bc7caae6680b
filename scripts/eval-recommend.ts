// `npm run eval:recommend -- [dir] [--json]`: measures the recommender on labelled papers in `dir` (default:
// `shared/data/eval/` beside the checkout; the sets are not in the repository) against the database the product
// uses, beside a plain BM25 over journal titles. Nothing of the papers enters the index: they are only queries, and
// their labels only say which journal counts as right.
import path from 'node:path';
import { prepareDatabase } from '../lib/database/prepare-database';
import { currentDatabaseUrl, env, publishDatabaseUrl } from '../lib/core/env';
import { buildRecommendIndexInWorker } from '../lib/recommend/build-index-in-worker';
import type { RecommendIndex } from '../lib/recommend/engine/build-index';
import { LexicalRecommender } from '../lib/recommend/engine/lexical-recommender';
import { type EvalSetName, readEvalSets } from '../tooling/evaluation/eval-sets';
import { firstOf, rankOf, type SetFigures, summarise } from '../tooling/evaluation/metrics';
import { normaliseTitle } from '../tooling/evaluation/normalise-title';
import { TitleBaseline } from '../tooling/evaluation/title-baseline';
import { runToExit } from './run-to-exit';

type Scorer = (text: string, includeSinta: boolean) => Float64Array;

function topicsOf(index: RecommendIndex, doc: number): Set<number> {
  const { offsets, ids } = index.documentTopics;
  return new Set(ids.subarray(offsets[doc], offsets[doc + 1]));
}

function measure(index: RecommendIndex, score: Scorer, papers: { query: string; targets: number[] }[], sinta: boolean) {
  return summarise(
    papers.map(({ query, targets }) => {
      const scores = score(query, sinta);
      const first = topicsOf(index, firstOf(scores));
      return {
        rank: rankOf(scores, targets),
        categoryHit: targets.some((target) => [...topicsOf(index, target)].some((topic) => first.has(topic))),
      };
    }),
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function table(rows: { set: string; skipped: number; ours: SetFigures; baseline: SetFigures }[]): string {
  const lines = ['set             papers skipped | ranker    acc@1  acc@5  acc@10  MRR    cat@1'];
  for (const { set, skipped, ours, baseline } of rows) {
    for (const [name, figures] of [['ours', ours], ['baseline', baseline]] as const) {
      const lead = name === 'ours' ? `${set.padEnd(15)} ${String(figures.papers).padStart(6)} ${String(skipped).padStart(7)}` : ' '.repeat(30);
      lines.push(
        `${lead} | ${name.padEnd(8)} ${percent(figures.acc1).padStart(6)} ${percent(figures.acc5).padStart(6)} ` +
          `${percent(figures.acc10).padStart(7)} ${figures.mrr.toFixed(3).padStart(6)} ${percent(figures.categoryHit1).padStart(6)}`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const dir = path.resolve(args.find((arg) => arg !== '--json') ?? path.join(process.cwd(), '..', 'shared', 'data', 'eval'));
  const say = (message: string) => (json ? process.stderr : process.stdout).write(`${message}\n`);

  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message) => say(message),
  });
  publishDatabaseUrl(database.url);
  const { db } = await import('../lib/core/db');
  const { loadCatalogueEntries } = await import('../lib/recommend/load-catalogue');
  try {
    const entries = await loadCatalogueEntries();
    // Built as the server builds it (in a worker thread), so the figures are the product's.
    const index = await buildRecommendIndexInWorker(entries);
    const ours = new LexicalRecommender(index);
    const baseline = new TitleBaseline(entries);
    const byTitle = new Map<string, number[]>();
    entries.forEach((entry, doc) => {
      const key = `${entry.type}:${normaliseTitle(entry.title)}`;
      byTitle.set(key, [...(byTitle.get(key) ?? []), doc]);
    });
    const hasSinta = entries.some((entry) => entry.type === 'sinta');

    const rows: { set: EvalSetName; skipped: number; ours: SetFigures; baseline: SetFigures }[] = [];
    for (const [set, papers] of await readEvalSets(dir)) {
      const sinta = set === 'sinta-articles';
      if (sinta && !hasSinta) {
        say(`${set}: skipped, the SINTA table is empty (load it with npm run db:import).`);
        continue;
      }
      const usable = papers.flatMap((paper) => {
        const targets = byTitle.get(`${sinta ? 'sinta' : 'scopus'}:${normaliseTitle(paper.journal)}`);
        return targets ? [{ query: paper.query, targets }] : [];
      });
      say(`${set}: ${usable.length} of ${papers.length} papers have their journal in the database; ranking…`);
      rows.push({
        set,
        skipped: papers.length - usable.length,
        ours: measure(index, (text, include) => ours.scoreAll(text, include), usable, sinta),
        baseline: measure(index, (text, include) => baseline.scoreAll(text, include), usable, sinta),
      });
    }
    if (json) {
      const pick = (key: 'ours' | 'baseline') => Object.fromEntries(rows.map((row) => [row.set, row[key]]));
      process.stdout.write(`${JSON.stringify({ sets: pick('ours'), baseline: pick('baseline') })}\n`);
    } else {
      say(`\n${table(rows)}\n\nskipped: papers whose journal is not in the database (or not a current journal).`);
      say('cat@1: the first result shares an SJR category with the true journal (SINTA: categories inferred from titles).');
    }
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

runToExit(main);
