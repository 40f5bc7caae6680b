// Starts a throwaway, migrated PostgreSQL for the integration tests (scripts/test-database.ts) and hands its URL
// to every test worker through DATABASE_URL.
import { startTestDatabase } from '../tooling/test-database-process.mjs';

export default async function globalSetup() {
  const database = await startTestDatabase();
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase = database;
}
