// A stop while the recommendation index is being built at start (its catalogue read cut by the pool closing) is a
// stop, not an error: nothing is logged at error level and the process exits 0. A second server shares the e2e
// server's database, whose catalogue makes the warm-up long enough to be interrupted.
import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../support/server-database';
import { spawnServer, waitUntilReady } from '../support/spawn-server';

test('SIGTERM during the index warm-up logs no error and exits 0', async () => {
  test.setTimeout(120_000);
  const server = await spawnServer({
    DATA_DIR: e2eDataDir(),
    EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54397)),
    IMPORT_ON_START: 'false',
    RECOMMEND_WARM_ON_START: 'true',
  });
  try {
    // The warm-up starts while Next prepares, before the ready line: the stop comes while it runs.
    await waitUntilReady(server);
    server.process.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    const output = server.output();
    // Had the build finished first, this test would not be about a stop during the warm-up.
    expect(output).not.toContain('"msg":"recommendation index built"');
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('"level":"error"');
    expect(output).not.toContain('Cannot use a pool after calling end on the pool');
  } finally {
    await test.info().attach('server output', { body: server.output(), contentType: 'text/plain' });
    await server.stop();
  }
});
