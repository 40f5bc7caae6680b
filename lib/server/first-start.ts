// Start, step 2: what the first start of an installation sets up, and what is decided once the database is known:
// the configured admin, the payment setup, the session secret, and on a fresh install DOAJ's journal list, the catalogue
// with its SJR history, the lists and SINTA imported, so it shows everything from its first page (later imports are the
// operator's: npm run db:import).
import path from 'node:path';
import { resolveJwtSecret } from '../accounts/auth/resolve-jwt-secret';
import { ensureAdminFromEnv } from '../admin/ensure-admin-from-env';
import { describePaymentSetup, type PaymentSetup } from '../billing/payment-setup';
import { importCatalogueIfEmpty } from '../catalogue/import/import-catalogue';
import { importSjrHistoryIfEmpty } from '../catalogue/import/import-sjr-history';
import { importDoajIfEmpty } from '../doaj/import/import-doaj';
import { env } from '../core/env';
import { log } from '../core/log';
import { decideRuntimeConfig } from '../core/runtime-config';
import type { PreparedDatabase } from '../database/prepare-database';
import { importListsIfEmpty } from '../lists/import/import-lists';
import { importSintaIfEmpty } from '../sinta/import/import-sinta';

export async function prepareFirstStart(database: PreparedDatabase, options: { isDevelopment: boolean }): Promise<PaymentSetup> {
  // ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin: there is no built-in admin with a known password.
  await ensureAdminFromEnv({ log });
  // The sandbox grants premium without money: on by default for a local trial only, off once the site is public
  // unless forced (lib/billing/payment-setup.ts). Next's handlers read the decision made here.
  const payments = describePaymentSetup(env, { isProduction: !options.isDevelopment, isExternalDatabase: !database.isEmbedded });
  decideRuntimeConfig({ paymentSandbox: payments.provider === 'sandbox' });
  if (payments.warning) (payments.isLoud ? log.error : log.warn)(payments.warning);
  if (!options.isDevelopment && (!env.CONTACT_URL || !env.AUTHOR_PROFILE_URL)) {
    log.warn('CONTACT_URL or AUTHOR_PROFILE_URL is not set: the footer\'s contact link or the About page\'s author profile is left out');
  }
  if (env.IMPORT_ON_START) {
    const source = { databaseUrl: database.url, dataDir: path.join(process.cwd(), 'data'), log: log.info };
    // DOAJ first: the catalogue and SINTA imports match their journals to its entries.
    await importDoajIfEmpty(source);
    await importCatalogueIfEmpty(source);
    await importSjrHistoryIfEmpty(source);
    await importListsIfEmpty(source);
    await importSintaIfEmpty(source);
  }
  const jwtSecret = await resolveJwtSecret({
    configured: env.JWT_SECRET,
    dataDir: env.dataDir,
    isProduction: !options.isDevelopment,
    isEmbeddedDatabase: database.isEmbedded,
  });
  decideRuntimeConfig({ jwtSecret });
  return payments;
}
