import { replaceSingleton } from '../../core/process-singleton';
import { decideRuntimeConfig, jwtSecret } from '../../core/runtime-config';
import { sandboxServerKey } from './sandbox-server-key';

describe('sandboxServerKey', () => {
  afterEach(() => {
    replaceSingleton('runtime-config', undefined);
  });

  it('is derived from the session secret: stable, never the secret itself, different for another secret', () => {
    const saved = jwtSecret() ?? '';
    const key = sandboxServerKey();
    expect(key).toMatch(/^SANDBOX-[0-9a-f]{64}$/);
    expect(sandboxServerKey()).toBe(key);
    expect(key).not.toContain(saved);
    decideRuntimeConfig({ jwtSecret: 'another-secret-another-secret-another-secret' });
    expect(sandboxServerKey()).not.toBe(key);
  });

  it('refuses to run without a session secret', () => {
    decideRuntimeConfig({ jwtSecret: undefined });
    expect(() => sandboxServerKey()).toThrow(/JWT secret/);
  });
});
