// `npm run eval:recommend -- <dir> --json` end to end, on a scratch database with four journals of its own and a
// folder of tiny labelled sets: the JSON shape (sets and baseline, figures as fractions), papers whose journal is
// not in the database left out, a set without its journals in the database (SINTA here) skipped with a message; with
// articles for one journal, the share of each set's journals that have works and the figures without them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../test-support/scratch-database';

jest.setTimeout(120_000);

let scratch: ScratchDatabase;
let folder: string;

const journals: [number, string, string, string][] = [
  [1, 'Soft Robotics', 'Engineering', 'Control and Systems Engineering'],
  [2, 'Journal of Hydrology', 'Environmental Science', 'Water Science and Technology'],
  [3, 'Rice Science', 'Agricultural and Biological Sciences', 'Agronomy and Crop Science'],
  [4, 'Blood', 'Medicine', 'Hematology'],
];

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  for (const [id, title, area, category] of journals) {
    await queryRows(
      scratch.url,
      `INSERT INTO journals (source_id, rank, title, type, docs_year, data_year, areas, area_list, categories, category_list)
       VALUES ($1::bigint, $1::int, $2, 'journal', 10, 2025, $3::text, ARRAY[$3::text], $4::text, ARRAY[$4::text])`,
      [id, title, area, category],
    );
  }
  folder = mkdtempSync(path.join(os.tmpdir(), 'jf-eval-'));
  writeFileSync(
    path.join(folder, 'tf-papers-tiny.csv'),
    [
      'paper_title,keywords,journal_name',
      '"A pneumatic soft gripper","soft robots; grippers; actuators",soft robotics',
      '"Groundwater recharge in karst aquifers","hydrology; groundwater; rainfall",journal of hydrology',
      '"A journal nobody lists","anything",journal of nowhere',
    ].join('\n'),
  );
  writeFileSync(
    path.join(folder, 's2orc-tiny.csv'),
    ['journal,title,abstract', 'Blood,Anaemia,"Anaemia and thrombocytopenia in lymphoma patients; blood transfusion needs rose."'].join('\n'),
  );
  writeFileSync(
    path.join(folder, 'sinta-articles-tiny.csv'),
    ['journal_title,article_title,abstract', 'Jurnal Tanah,Tanah,"Penelitian ini mengkaji kesuburan tanah sawah di Jawa."'].join('\n'),
  );
});

afterAll(async () => {
  await scratch.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function runEval(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/eval-recommend.ts', folder, ...args],
    { env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run eval:recommend', () => {
  it('prints one JSON object with each set and the baseline, as fractions', () => {
    const { status, stdout, stderr } = runEval(['--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout.trim()) as Record<'sets' | 'baseline', Record<string, Record<string, number>>> & {
      worksShare: Record<string, number>;
    };
    const shape = ['acc1', 'acc10', 'acc5', 'categoryHit1', 'mrr', 'papers'];
    for (const part of [report.sets, report.baseline]) {
      expect(Object.keys(part).sort()).toEqual(['s2orc', 'tf-papers']);
      for (const figures of Object.values(part)) {
        expect(Object.keys(figures).sort()).toEqual(shape);
        for (const key of shape.filter((name) => name !== 'papers')) {
          expect(figures[key]).toBeGreaterThanOrEqual(0);
          expect(figures[key]).toBeLessThanOrEqual(1);
        }
      }
    }
    // The paper of a journal the database does not hold cannot count either way.
    expect(report.sets['tf-papers']?.papers).toBe(2);
    expect(report.sets.s2orc?.papers).toBe(1);
    // Four journals of plainly different fields: each paper's own journal comes first.
    expect(report.sets['tf-papers']?.acc1).toBe(1);
    expect(report.sets.s2orc?.acc1).toBe(1);
    expect(stderr).toContain('sinta-articles: skipped, the SINTA table is empty');
    // No journal has articles: the share says so, and there is no second set of figures.
    expect(report.worksShare).toEqual({ 's2orc': 0, 'tf-papers': 0 });
    expect(report).not.toHaveProperty('withoutWorks');
    // Every paper's journal has no works: one bucket, ours beside the baseline.
    expect(report).toHaveProperty(['byWorks', 'tf-papers', 'none', 'ours', 'papers'], 2);
    expect(report).toHaveProperty(['byWorks', 'tf-papers', 'none', 'baseline', 'papers'], 2);
    expect(report).not.toHaveProperty(['byWorks', 'tf-papers', '1-4']);
  });

  it('prints a table with our ranker beside the baseline without --json', () => {
    const { status, stdout } = runEval([]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/tf-papers\s+2\s+1\s+0\.0% \| ours/);
    expect(stdout).toMatch(/\| baseline /);
    expect(stdout).not.toMatch(/\| no works /);
  });

  it("with articles for one journal: the share of each set's journals with works, figures with and without", async () => {
    for (const [n, title] of ['Pneumatic soft grippers', 'Soft actuators for robots', 'Compliant robot hands'].entries()) {
      await queryRows(
        scratch.url,
        `INSERT INTO journal_articles (source_id, origin, external_id, title, keywords, year)
         VALUES (1, 'test', $1, $2, ARRAY['soft robotics'], 2024)`,
        [`a${n}`, title],
      );
    }
    const { status, stdout, stderr } = runEval(['--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout.trim()) as Record<string, Record<string, unknown>>;
    // tf-papers' two journals: Soft Robotics has articles, Journal of Hydrology none; s2orc's Blood none.
    expect(report.worksShare).toEqual({ 's2orc': 0, 'tf-papers': 0.5 });
    expect(Object.keys(report.withoutWorks ?? {}).sort()).toEqual(['s2orc', 'tf-papers']);
    expect(report.withoutWorks?.['tf-papers']).toMatchObject({ papers: 2, acc1: 1 });
    expect(stderr).toContain('journals with articles or topics in the database: 1 of 4');
    // Soft Robotics has 3 works (bucket 1-4), Journal of Hydrology none: one paper each, with and without works.
    const byWorks = report.byWorks?.['tf-papers'] as Record<string, Record<string, { papers: number }>>;
    expect(Object.keys(byWorks)).toEqual(['none', '1-4']);
    for (const bucket of ['none', '1-4']) {
      expect(Object.keys(byWorks[bucket]).sort()).toEqual(['baseline', 'ours', 'withoutWorks']);
      expect(byWorks[bucket].withoutWorks.papers).toBe(1);
    }
    const table = runEval([]).stdout;
    expect(table).toMatch(/tf-papers\s+2\s+1\s+50\.0% \| ours/);
    expect(table).toMatch(/\| no works /);
    expect(table).toMatch(/tf-papers\s+1-4\s+1 \| ours/);
  });
});
