// Browser tests in Debian's Chromium against the production build, served by server.ts on its own embedded
// PostgreSQL in a temporary folder. `npm test` sets the E2E_* variables; the defaults serve a direct `npx playwright test`.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54397);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jurnal-finder-e2e-${port}`);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /realtime\// },
    // The live count is global to the server: measure it only once every other page has closed.
    { name: 'realtime', testMatch: /realtime\/.*\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Every spec registers its own accounts from this one address: the per-address registration limit (tested in
      // app/api/auth/register/register.int.test.ts) would refuse the suite.
      REGISTER_RATE_LIMIT: '10000',
      // Likewise every page view of the suite is tracked from this one address (limit: analytics.int.test.ts).
      VISIT_RATE_LIMIT: '1000000',
      VISIT_SESSION_RATE_LIMIT: '1000000',
      // The admin area's browser tests sign in as this admin (created at start from the environment).
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      CONTACT_URL: 'mailto:contact@jurnal-finder.test',
      AUTHOR_PROFILE_URL: 'https://scholar.google.com/citations?user=e2e-author',
    },
  },
});
