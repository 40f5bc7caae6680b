// A fresh, empty database on the integration-test server, for tests that need a clean slate (migrations).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? '');
  const name = `jf_scratch_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
