// One PostgreSQL connection for an import, named so that operators see it in pg_stat_activity, always closed.
import { Client } from 'pg';

export async function withImportClient<T>(
  databaseUrl: string,
  name: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: `jurnal-finder ${name}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
