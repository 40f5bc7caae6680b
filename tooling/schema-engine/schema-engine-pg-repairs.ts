// Repairs to @prisma/adapter-pg 7.10.0 connections that the schema engine needs.
// Applied only to the engine's own connections (schema-engine-adapter.ts), never to the product's Prisma client.
import { ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery, type SqlQueryable } from '@prisma/driver-adapter-utils';
import type pg from 'pg';

// PostgreSQL's one-byte "char" type, used in the catalogue columns the engine reads (pg_class.relkind, ...).
const CHAR_OID = 18;
const TEXT_OID = 25;

/** adapter-pg splits scripts on every ";" (even inside strings, comments and function bodies) and runs the pieces
 * one by one. Send each migration whole instead, as the native engine does: PostgreSQL runs a multi-statement simple
 * query as one transaction, so a failing migration leaves nothing half-applied. */
export function runScriptsWhole(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const internals = adapter as unknown as { onError: (error: unknown) => never; underlyingDriver: () => pg.Pool };
  const pool = internals.underlyingDriver();
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
}

type PgResult = { fields: Array<{ dataTypeID: number }> };
type PgQueryable = SqlQueryable & { performIO: (query: SqlQuery) => Promise<PgResult> };

/** adapter-pg cannot map the "char" type (OID 18) and fails the engine's catalogue queries: read it as text and report
 * it as ColumnTypeEnum.Character, which the engine expects for those columns. Transactions get the same repair. */
export function readCharColumns<T extends SqlQueryable>(queryable: T): T {
  const internals = queryable as unknown as PgQueryable;
  const charColumns = new WeakMap<SqlQuery, number[]>();
  const performIO = internals.performIO.bind(internals);
  internals.performIO = async (query) => {
    const result = await performIO(query);
    const indexes: number[] = [];
    result.fields.forEach((field, index) => {
      if (field.dataTypeID !== CHAR_OID) return;
      indexes.push(index);
      field.dataTypeID = TEXT_OID;
    });
    if (indexes.length > 0) charColumns.set(query, indexes);
    return result;
  };
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumns.get(query) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  const adapter = queryable as unknown as Partial<SqlDriverAdapter>;
  if (adapter.startTransaction) {
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => readCharColumns(await startTransaction(isolationLevel));
  }
  return queryable;
}
