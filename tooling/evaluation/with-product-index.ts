// The evaluations' start: the product's database (DATABASE_URL, else the embedded one, migrated), its catalogue, and
// the recommendation index built as the server builds it (in a worker thread that reads the journals' works from the
// database itself), so the figures are the product's. Closed again whatever the work does.
import { env } from '../../lib/core/env';
import { databaseUrl, decideRuntimeConfig } from '../../lib/core/runtime-config';
import { prepareDatabase } from '../../lib/database/prepare-database';
import { buildRecommendIndexInWorker } from '../../lib/recommend/build-index-in-worker';
import type { RecommendIndex } from '../../lib/recommend/engine/build-index';
import type { CatalogueEntry } from '../../lib/recommend/engine/catalogue-entry';

export interface ProductIndex {
  entries: CatalogueEntry[];
  index: RecommendIndex;
  /** How many journals have articles or topics in the database. */
  journalsWithWorks: number;
}

export async function withProductIndex<T>(say: (message: string) => void, work: (product: ProductIndex) => Promise<T>): Promise<T> {
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: say,
  });
  decideRuntimeConfig({ databaseUrl: database.url });
  // Loaded once the database is decided: their modules read it when first used.
  const { db } = await import('../../lib/core/db');
  const { loadCatalogueEntries } = await import('../../lib/recommend/load-catalogue');
  const { worksDatabase } = await import('../../lib/recommend/load-journal-works');
  try {
    const entries = await loadCatalogueEntries();
    if (entries.length === 0) throw new Error('the catalogue is empty: load it first with npm run db:import');
    const index = await buildRecommendIndexInWorker(entries, {}, { database: worksDatabase() });
    const journalsWithWorks = index.works.hasWorks.reduce((sum, flag) => sum + flag, 0);
    return await work({ entries, index, journalsWithWorks });
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}
