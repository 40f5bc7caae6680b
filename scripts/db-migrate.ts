// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database when it is unset.
import { prepareDatabase } from '../lib/database/prepare-database';
import { env } from '../lib/core/env';
import { databaseUrl } from '../lib/core/runtime-config';

async function main(): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message, fields) => console.log(message, fields ? JSON.stringify(fields) : ''),
  });
  console.log(`Database is up to date (${database.isEmbedded ? 'embedded' : 'DATABASE_URL'}).`);
  await database.stop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
