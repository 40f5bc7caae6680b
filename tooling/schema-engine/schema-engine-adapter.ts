// The database connection the WebAssembly schema engine works through: @prisma/adapter-pg, with the repairs that
// adapter-pg 7.10.0 needs for migrations (schema-engine-pg-repairs.ts). Node-only, for scripts and tests.
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { readCharColumns, runScriptsWhole } from './schema-engine-pg-repairs';

/** Separate fields, never a connection string: pg lets a connectionString override `database`, which would send the
 * shadow-database work (create, migrate, drop) to the real database. */
export type ConnectionParams = { host: string; port: number; user: string; password?: string; database: string };

/** Splits a postgres:// URL into ConnectionParams (percent-decoded; the port defaults to 5432). */
export function connectionFromUrl(url: string): ConnectionParams {
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new Error(`Not a PostgreSQL URL: ${parsed.protocol}`);
  return {
    host: decodeURIComponent(parsed.hostname) || '127.0.0.1',
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username) || 'postgres',
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
  };
}

export type MigrationAdapter = {
  factory: ReturnType<typeof bindMigrationAwareSqlAdapterFactory>;
  /** Closes every pool the engine opened and drops any shadow database it left behind. */
  close: () => Promise<void>;
};

export function createMigrationAdapter(connection: ConnectionParams): MigrationAdapter {
  const open = new Set<SqlDriverAdapter>();
  const shadowDatabases = new Set<string>();
  const config = { ...connection, max: 2 };

  const track = (adapter: SqlDriverAdapter, afterClose?: () => Promise<void>): SqlDriverAdapter => {
    const dispose = adapter.dispose.bind(adapter);
    let closing: Promise<void> | undefined;
    adapter.dispose = () => {
      // Idempotent: the engine and close() may both dispose; pg throws when a pool is ended twice.
      closing ??= (async () => {
        open.delete(adapter);
        await dispose();
        await afterClose?.();
      })();
      return closing;
    };
    open.add(adapter);
    return readCharColumns(runScriptsWhole(adapter));
  };

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: async () => track(await new PrismaPg(config).connect()),
    connectToShadowDb: async () => {
      const database = `prisma_migrate_shadow_db_${randomUUID()}`;
      await runOnMainDatabase(connection, `CREATE DATABASE "${database}"`);
      shadowDatabases.add(database);
      const adapter = await new PrismaPg({ ...config, database }).connect();
      // adapter-pg's own shadow adapter drops the database before closing its pool, which PostgreSQL refuses while
      // the pool is connected: close first, then drop.
      return track(adapter, () => dropShadowDatabase(connection, database, shadowDatabases));
    },
  };

  return {
    factory: bindMigrationAwareSqlAdapterFactory(factory),
    close: async () => {
      await Promise.all([...open].map((adapter) => adapter.dispose()));
      await Promise.all([...shadowDatabases].map((name) => dropShadowDatabase(connection, name, shadowDatabases)));
    },
  };
}

async function dropShadowDatabase(connection: ConnectionParams, name: string, live: Set<string>): Promise<void> {
  live.delete(name);
  await runOnMainDatabase(connection, `DROP DATABASE IF EXISTS "${name}"`);
}

async function runOnMainDatabase(connection: ConnectionParams, sql: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
