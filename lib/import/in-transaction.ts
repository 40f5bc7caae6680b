// Runs work between BEGIN and COMMIT on one pg client, rolling back when it throws: an import's writes land whole or
// not at all.
import type { Client } from 'pg';

export async function inTransaction<T>(client: Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
