import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveJwtSecret } from './resolve-jwt-secret';

describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jf-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set', async () => {
    const configured = 'x'.repeat(40);
    expect(await resolveJwtSecret({ configured, dataDir, isProduction: true, isEmbeddedDatabase: false })).toBe(configured);
  });

  it('refuses to start in production on an external database without JWT_SECRET', async () => {
    await expect(resolveJwtSecret({ dataDir, isProduction: true, isEmbeddedDatabase: false })).rejects.toThrow(
      /JWT_SECRET is required/,
    );
  });

  it('generates a secret once for the embedded default, keeps it private, and reuses it', async () => {
    const first = await resolveJwtSecret({ dataDir, isProduction: true, isEmbeddedDatabase: true });
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    const [again, concurrent] = await Promise.all([
      resolveJwtSecret({ dataDir, isProduction: false, isEmbeddedDatabase: true }),
      resolveJwtSecret({ dataDir, isProduction: false, isEmbeddedDatabase: true }),
    ]);
    expect([again, concurrent]).toEqual([first, first]);
  });
});
