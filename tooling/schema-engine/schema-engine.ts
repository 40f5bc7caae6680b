// Creates migrations and checks them against schema.prisma with Prisma's own schema engine (WebAssembly build), so
// the output is what `prisma migrate dev` / `prisma migrate diff` would produce, without the native binary.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createMigrationAdapter, type ConnectionParams } from './schema-engine-adapter';
import { readMigrationsList, toMigrationName, writeMigration } from './schema-engine-migrations';
import { loadSchemaEngine, type SchemaEngine } from './schema-engine-wasm';

export type { ConnectionParams };
export { connectionFromUrl } from './schema-engine-adapter';

type EngineInput = { connection: ConnectionParams; schemaPath: string };
type SchemaFiles = { files: Array<{ path: string; content: string }> };

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** Runs `work` with an engine bound to the database and the schema file, then releases every connection. */
async function withEngine<T>(input: EngineInput, work: (engine: SchemaEngine, schema: SchemaFiles) => Promise<T>) {
  const schemaPath = path.resolve(input.schemaPath);
  const schema = { files: [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }] };
  const SchemaEngineClass = await loadSchemaEngine();
  const adapter = createMigrationAdapter(input.connection);
  const messages: string[] = [];
  const log = (line: string) => {
    if (!line.includes('"level":"INFO"')) messages.push(line);
  };
  let engine: SchemaEngine | undefined;
  try {
    engine = await SchemaEngineClass.new({ datamodels: [[schemaPath, schema.files[0]!.content]] }, log, adapter.factory);
    return await work(engine, schema);
  } catch (error) {
    throw explain(error, messages);
  } finally {
    engine?.free();
    await adapter.close();
  }
}

/**
 * Like `prisma migrate dev --name <name>`: applies pending migrations to the database, then writes
 * `<migrationsDir>/<YYYYMMDDHHMMSS>_<name>/migration.sql` for the schema change and applies it (unless `createOnly`,
 * like `--create-only`, for a migration to edit first). Returns the new folder, or null when nothing changed.
 */
export async function createMigration(
  input: EngineInput & { name: string; migrationsDir: string; createOnly?: boolean },
): Promise<string | null> {
  return withEngine(input, async (engine, schema) => {
    const migrationsList = await readMigrationsList(input.migrationsDir);
    await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
    if (diagnostic.action.tag === 'reset') {
      // Never reset a database here: it may be a developer's database with data in it.
      throw new Error(`The database has drifted from the migrations and needs a reset: ${diagnostic.action.reason}`);
    }
    const created = await engine.createMigration({
      draft: false,
      migrationName: toMigrationName(input.name),
      migrationsList,
      schema,
      filters: NO_FILTERS,
    });
    if (created.migrationScript === null) return null;
    const folder = await writeMigration({
      list: migrationsList,
      folder: created.generatedMigrationName,
      script: created.migrationScript,
      provider: created.connectorType,
    });
    if (input.createOnly) return folder;
    const updated = await readMigrationsList(input.migrationsDir);
    await engine.applyMigrations({ migrationsList: updated, filters: NO_FILTERS });
    return folder;
  });
}

/**
 * Like `prisma migrate diff --from-migrations <dir> --to-schema <schema> --script`: the SQL that would bring a
 * database built from the migrations to the schema; '' when they agree. Works in a temporary shadow database.
 */
export async function diffMigrationsAgainstSchema(input: EngineInput & { migrationsDir: string }): Promise<string> {
  return withEngine(input, async (engine, schema) => {
    const migrationsList = await readMigrationsList(input.migrationsDir);
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', ...schema },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    const script = result.stdout ?? '';
    return script.includes('-- This is an empty migration.') ? '' : script.trim();
  });
}

/** Engine errors are JSON-ish objects; keep their message and the engine's last log lines. */
function explain(error: unknown, messages: string[]): Error {
  const detail = error instanceof Error ? error.message : JSON.stringify(error);
  const tail = messages.slice(-5).join('\n');
  return new Error(`Schema engine failed: ${detail}${tail ? `\n${tail}` : ''}`, { cause: error });
}
