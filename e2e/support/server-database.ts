// Direct access to the e2e server's embedded database, to check what the product stored.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export function e2eDataDir(): string {
  const port = Number(process.env.E2E_PORT ?? 3107);
  return process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jurnal-finder-e2e-${port}`);
}

export function e2eDatabaseUrl(): string {
  const credentials = JSON.parse(readFileSync(path.join(e2eDataDir(), 'pg-credentials.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  const pgPort = Number(process.env.E2E_PG_PORT ?? 54397);
  return `postgresql://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${pgPort}/jurnal_finder`;
}

export async function queryDatabase<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}
