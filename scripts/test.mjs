// `npm test`: every test. Unit (Jest), integration (Jest on a throwaway PostgreSQL), then the browser tests
// (Playwright in Debian's Chromium against the production build, rebuilt first when the sources changed).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isBuildStale } from './project-files.mjs';
import { run, runOrExit } from './run.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

await runOrExit('npx', ['jest', '--selectProjects', 'unit']);
await runOrExit('npx', ['jest', '--selectProjects', 'integration', '--runInBand']);

if (isBuildStale()) await runOrExit('node', ['scripts/build.mjs']);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(await freePort()),
  E2E_PG_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
};
const code = await run('npx', ['playwright', 'test'], { env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
