import { env } from '../../core/env';
import { sandboxServerKey } from './sandbox-server-key';

describe('sandboxServerKey', () => {
  const saved = process.env.JWT_SECRET;
  afterEach(() => {
    process.env.JWT_SECRET = saved;
    env.JWT_SECRET = saved;
  });

  it('is derived from the session secret: stable, never the secret itself, different for another secret', () => {
    const key = sandboxServerKey();
    expect(key).toMatch(/^SANDBOX-[0-9a-f]{64}$/);
    expect(sandboxServerKey()).toBe(key);
    expect(key).not.toContain(saved);
    process.env.JWT_SECRET = 'another-secret-another-secret-another-secret';
    expect(sandboxServerKey()).not.toBe(key);
  });

  it('refuses to run without a session secret', () => {
    process.env.JWT_SECRET = '';
    env.JWT_SECRET = undefined;
    expect(() => sandboxServerKey()).toThrow(/JWT secret/);
  });
});
