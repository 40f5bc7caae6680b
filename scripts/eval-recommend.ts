// `npm run eval:recommend -- [dir] [--json]`: measures the recommender on labelled papers in `dir` (default:
// `shared/data/eval/` beside the checkout; the sets are not in the repository) against the database the product
// uses, beside a plain BM25 over journal titles. Nothing of the papers enters the index: they are only queries, and
// their labels only say which journal counts as right. When journals' articles or topics are in the database, each set
// also reports the share of its journals that have them, and the figures with them (the index as the server builds
// it, fed the works stream) beside those of the index built without them (metadata only), in the same run. Every
// figure is also split by how many works the paper's true journal has (none, 1-4, 5-19, 20 or more): works should
// lift the journals that have many without costing the ones that have few.
import path from 'node:path';
import { withProductIndex } from '../tooling/evaluation/with-product-index';
import { buildRecommendIndexInWorker } from '../lib/recommend/build-index-in-worker';
import type { RecommendIndex } from '../lib/recommend/engine/build-index';
import { LexicalRecommender } from '../lib/recommend/engine/lexical-recommender';
import { type EvalSetName, readEvalSets } from '../tooling/evaluation/eval-sets';
import { firstOf, rankOf, type SetFigures, summarise } from '../tooling/evaluation/metrics';
import {
  type Outcome,
  summariseByWorks,
  WORKS_BUCKETS,
  type WorksBucket,
  worksOfTargets,
} from '../tooling/evaluation/works-buckets';
import { normaliseTitle } from '../tooling/evaluation/normalise-title';
import { TitleBaseline } from '../tooling/evaluation/title-baseline';
import { runToExit } from './run-to-exit';

type Scorer = (text: string, includeSinta: boolean) => Float64Array;

function topicsOf(index: RecommendIndex, doc: number): Set<number> {
  const { offsets, ids } = index.documentTopics;
  return new Set(ids.subarray(offsets[doc], offsets[doc + 1]));
}

function measure(
  index: RecommendIndex,
  score: Scorer,
  papers: { query: string; targets: number[] }[],
  sinta: boolean,
): Outcome[] {
  return papers.map(({ query, targets }) => {
    const scores = score(query, sinta);
    const first = topicsOf(index, firstOf(scores));
    return {
      rank: rankOf(scores, targets),
      categoryHit: targets.some((target) => [...topicsOf(index, target)].some((topic) => first.has(topic))),
    };
  });
}

type ByWorks = Partial<Record<WorksBucket, SetFigures>>;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

interface Row {
  set: EvalSetName;
  skipped: number;
  /** The set's distinct true journals, and how many of them have articles or topics in the index. */
  journals: number;
  withWorks: number;
  /** The product's engine: with the journals' works when any are loaded. */
  ours: SetFigures;
  /** The engine built without works; only when some journal has works (else it is `ours`). */
  metadata?: SetFigures;
  baseline: SetFigures;
  /** The same figures for the papers whose true journal has no works, 1–4, 5–19, 20 or more (buckets with papers). */
  byWorks: { ours: ByWorks; metadata?: ByWorks; baseline: ByWorks };
}

const shareOf = (row: Row) => (row.journals === 0 ? 0 : row.withWorks / row.journals);

function table(rows: readonly Row[]): string {
  const lines = ['set             papers skipped works | ranker    acc@1  acc@5  acc@10  MRR    cat@1'];
  for (const row of rows) {
    const rankers: [string, SetFigures][] = row.metadata
      ? [['ours', row.ours], ['no works', row.metadata], ['baseline', row.baseline]]
      : [['ours', row.ours], ['baseline', row.baseline]];
    rankers.forEach(([name, figures], place) => {
      const lead =
        place === 0
          ? `${row.set.padEnd(15)} ${String(figures.papers).padStart(6)} ${String(row.skipped).padStart(7)} ` +
            `${percent(shareOf(row)).padStart(5)}`
          : ' '.repeat(36);
      lines.push(
        `${lead} | ${name.padEnd(8)} ${percent(figures.acc1).padStart(6)} ${percent(figures.acc5).padStart(6)} ` +
          `${percent(figures.acc10).padStart(7)} ${figures.mrr.toFixed(3).padStart(6)} ${percent(figures.categoryHit1).padStart(6)}`,
      );
    });
  }
  return lines.join('\n');
}

function worksTable(rows: readonly Row[]): string {
  const lines = ['set             works  papers | ranker    acc@1  acc@5  acc@10  MRR    cat@1'];
  for (const row of rows) {
    for (const bucket of WORKS_BUCKETS) {
      const ours = row.byWorks.ours[bucket];
      if (!ours) continue;
      const metadata = row.byWorks.metadata?.[bucket];
      const baseline = row.byWorks.baseline[bucket];
      const rankers: [string, SetFigures | undefined][] = [['ours', ours], ['no works', metadata], ['baseline', baseline]];
      rankers
        .filter((ranker): ranker is [string, SetFigures] => ranker[1] !== undefined)
        .forEach(([name, figures], place) => {
          const lead =
            place === 0
              ? `${row.set.padEnd(15)} ${bucket.padStart(5)} ${String(figures.papers).padStart(7)}`
              : ' '.repeat(29);
          lines.push(
            `${lead} | ${name.padEnd(8)} ${percent(figures.acc1).padStart(6)} ${percent(figures.acc5).padStart(6)} ` +
              `${percent(figures.acc10).padStart(7)} ${figures.mrr.toFixed(3).padStart(6)} ${percent(figures.categoryHit1).padStart(6)}`,
          );
        });
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const dir = path.resolve(args.find((arg) => arg !== '--json') ?? path.join(process.cwd(), '..', 'shared', 'data', 'eval'));
  const say = (message: string) => (json ? process.stderr : process.stdout).write(`${message}\n`);

  await withProductIndex(say, async ({ entries, index, journalsWithWorks }) => {
    const { hasWorks } = index.works;
    // Without works: the index an install with no articles builds, for the comparison (only when it differs).
    const metadataIndex = journalsWithWorks > 0 ? await buildRecommendIndexInWorker(entries) : undefined;
    say(
      `journals with articles or topics in the database: ${journalsWithWorks.toLocaleString('en')} of ` +
        `${entries.length.toLocaleString('en')}` +
        (journalsWithWorks > 0 ? '; figures with them (ours) and without them (no works)' : ''),
    );
    const ours = new LexicalRecommender(index);
    const metadataOnly = metadataIndex && new LexicalRecommender(metadataIndex);
    const baseline = new TitleBaseline(entries);
    const byTitle = new Map<string, number[]>();
    entries.forEach((entry, doc) => {
      const key = `${entry.type}:${normaliseTitle(entry.title)}`;
      byTitle.set(key, [...(byTitle.get(key) ?? []), doc]);
    });
    const hasSinta = entries.some((entry) => entry.type === 'sinta');

    const rows: Row[] = [];
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
      const journals = new Set(usable.flatMap((paper) => paper.targets));
      const withWorks = [...journals].filter((doc) => hasWorks[doc] === 1).length;
      say(
        `${set}: ${usable.length} of ${papers.length} papers have their journal in the database; ` +
          `${withWorks} of its ${journals.size} journals (${percent(journals.size === 0 ? 0 : withWorks / journals.size)}) ` +
          'have articles or topics; ranking…',
      );
      const works = usable.map((paper) => worksOfTargets(index.works.workCounts, paper.targets));
      const oursOutcomes = measure(index, (text, include) => ours.scoreAll(text, include), usable, sinta);
      const metadataOutcomes =
        metadataOnly &&
        measure(metadataOnly.index, (text, include) => metadataOnly.scoreAll(text, include), usable, sinta);
      const baselineOutcomes = measure(index, (text, include) => baseline.scoreAll(text, include), usable, sinta);
      rows.push({
        set,
        skipped: papers.length - usable.length,
        journals: journals.size,
        withWorks,
        ours: summarise(oursOutcomes),
        metadata: metadataOutcomes && summarise(metadataOutcomes),
        baseline: summarise(baselineOutcomes),
        byWorks: {
          ours: summariseByWorks(oursOutcomes, works),
          metadata: metadataOutcomes && summariseByWorks(metadataOutcomes, works),
          baseline: summariseByWorks(baselineOutcomes, works),
        },
      });
    }
    if (json) {
      const pick = (figures: (row: Row) => unknown) => Object.fromEntries(rows.map((row) => [row.set, figures(row)]));
      const report = {
        sets: pick((row) => row.ours),
        baseline: pick((row) => row.baseline),
        worksShare: pick(shareOf),
        ...(metadataIndex ? { withoutWorks: pick((row) => row.metadata) } : {}),
        // Per set, per bucket of the true journal's works count: ours, withoutWorks (when any works) and baseline.
        byWorks: pick((row) =>
          Object.fromEntries(
            WORKS_BUCKETS.filter((bucket) => row.byWorks.ours[bucket]).map((bucket) => [
              bucket,
              {
                ours: row.byWorks.ours[bucket],
                ...(row.byWorks.metadata ? { withoutWorks: row.byWorks.metadata[bucket] } : {}),
                baseline: row.byWorks.baseline[bucket],
              },
            ]),
          ),
        ),
      };
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      say(`\n${table(rows)}\n\nskipped: papers whose journal is not in the database (or not a current journal).`);
      say(`\nBy the true journal's works (articles read into the index: none, 1-4, 5-19, 20 or more):\n${worksTable(rows)}`);
      say(
        'works: the share of the set\'s journals that have articles or topics in the database. ' +
          (metadataIndex
            ? 'ours: the engine with them; no works: the engine built without them (metadata only).'
            : 'None has: ours ranks on metadata only.'),
      );
      say('cat@1: the first result shares an SJR category with the true journal (SINTA: categories inferred from titles).');
    }
  });
}

runToExit(main);
