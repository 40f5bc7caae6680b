import { parseOptions } from '@node-rs/argon2';
import { hashPassword } from './hash-password';
import { argon2Options } from './password-policy';
import { dummyPasswordHash, verifyPassword } from './verify-password';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  });

  it('answers false without a user, after doing the same work (the dummy hash has the policy cost)', async () => {
    const { memoryCost, timeCost, parallelism, algorithm } = parseOptions(dummyPasswordHash);
    expect({ algorithm, memoryCost, timeCost, parallelism }).toEqual(argon2Options);
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
  });

  it('answers false for a stored value that is not an argon2 hash', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await verifyPassword('not-a-real-hash', 'anything at all')).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
