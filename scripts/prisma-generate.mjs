// Generates the Prisma client into lib/generated/prisma, offline: no engine download, no telemetry, no update check.
// Prisma 7 wants a schema-engine binary at start even for `generate`; a stub stands in (the client needs no engine).
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stub = path.join(root, 'prisma', 'engine-stub.sh');
// A checkout may lose the executable bit (zip downloads, some Git settings on Windows file systems).
chmodSync(stub, 0o755);

const prismaCli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', 'prisma/schema.prisma'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: '1',
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    PRISMA_DISABLE_WARNINGS: '1',
  },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
