// The product's whole reference data (DOAJ, catalogue, lists, SINTA) imported from data/ into a test database, for tests
// that check how the domains' data fit together.
import { importCatalogue } from '../lib/catalogue/import/import-catalogue';
import { importReferenceLists } from '../lib/lists/import/import-lists';
import { importSinta } from '../lib/sinta/import/import-sinta';
import { importDoaj } from '../lib/doaj/import/import-doaj';

export async function importRealData(source: { databaseUrl: string; dataDir: string }): Promise<void> {
  // DOAJ first, as `npm run db:import` does: the catalogue and SINTA are matched to it.
  await importDoaj(source);
  await importCatalogue(source);
  await importReferenceLists(source);
  await importSinta(source);
}
