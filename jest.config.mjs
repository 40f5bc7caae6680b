// Two projects: `unit` (pure logic, no I/O) and `integration` (a real PostgreSQL started for the run by
// test-support/jest-global-setup.mjs). Browser tests are Playwright's (e2e/).
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// jose is ESM-only: it must be transformed. next/jest's own patterns are OR-ed, so they are replaced, not extended.
const transformIgnorePatterns = ['/node_modules/(?!(jose)/)', '^.+\\.module\\.(css|sass|scss)$'];
const testPathIgnorePatterns = ['/node_modules/', '/.next/', '/dist/', '/e2e/', '/.data/'];

async function project(config) {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns };
}

const config = async () => ({
  projects: [
    await project({
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
      testPathIgnorePatterns: [...testPathIgnorePatterns, '\\.int\\.test\\.tsx?$'],
      setupFiles: ['<rootDir>/test-support/jest-env.ts'],
    }),
    await project({
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      testPathIgnorePatterns,
      globalSetup: '<rootDir>/test-support/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/test-support/jest-global-teardown.mjs',
      setupFiles: ['<rootDir>/test-support/jest-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/jest-close-database.ts'],
      testTimeout: 30_000,
    }),
  ],
});

export default config;
