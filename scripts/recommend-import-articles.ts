// `npm run recommend:import-articles -- <file>`: loads articles from a Scopus CSV export, a plain CSV or a JSONL file
// into journal_articles (origin 'import'), tied to catalogue journals by Sourceid, ISSN or title. Migrates first, as
// db:import does; a second run of the same file changes nothing and says so.
import path from 'node:path';
import { env } from '../lib/core/env';
import { databaseUrl } from '../lib/core/runtime-config';
import { prepareDatabase } from '../lib/database/prepare-database';
import { describeArticleImport } from '../lib/recommend/articles/import/describe-article-import';
import { importArticles } from '../lib/recommend/articles/import/import-articles';
import { runToExit } from './run-to-exit';

const usage = 'Usage: npm run recommend:import-articles -- <file.csv|file.jsonl>';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(usage);
  const file = path.resolve(args[0]!);
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message, fields) => console.log(message, fields ? JSON.stringify(fields) : ''),
  });
  try {
    console.log(describeArticleImport(await importArticles({ databaseUrl: database.url, file })));
  } finally {
    await database.stop();
  }
}

runToExit(main);
