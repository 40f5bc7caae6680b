// ensureAdminFromEnv: nothing without both settings; creates the admin, then updates its password (older tokens
// refused), and leaves it alone when the password already matches. Each run loads lib/core/env with its own settings.
import { verify } from '@node-rs/argon2';
import { uniqueTag } from '../../test-support/account-test-data';
import { db } from '../core/db';
import { deleteTestAdmins } from '../../test-support/admin-test-data';

const tag = uniqueTag();
const username = `boss_${tag}`;
const messages: string[] = [];
const logger = { info: (message: string) => messages.push(message), warn: (message: string) => messages.push(message) };

afterAll(() => deleteTestAdmins(tag));

async function runWith(settings: Record<string, string>): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  let module!: typeof import('./ensure-admin-from-env');
  jest.isolateModules(() => {
    module = require('./ensure-admin-from-env') as typeof import('./ensure-admin-from-env');
  });
  process.env = saved;
  await module.ensureAdminFromEnv({ log: logger });
}

const findAdmin = () => db.admin.findUnique({ where: { username } });

describe('ensureAdminFromEnv', () => {
  it('does nothing with half a configuration', async () => {
    await runWith({ ADMIN_USERNAME: username, ADMIN_PASSWORD: '' });
    expect(await findAdmin()).toBeNull();
    expect(messages.at(-1)).toMatch(/go together/);
  });

  it('creates the admin, then updates its password, then leaves a matching one alone', async () => {
    await runWith({ ADMIN_USERNAME: username.toUpperCase(), ADMIN_PASSWORD: 'first password' });
    const created = await findAdmin();
    expect(created).not.toBeNull();
    expect(await verify(created!.passwordHash, 'first password')).toBe(true);
    expect(messages.at(-1)).toBe('admin created from the environment');

    await runWith({ ADMIN_USERNAME: username, ADMIN_PASSWORD: 'second password' });
    const updated = await findAdmin();
    expect(updated?.id).toBe(created!.id);
    expect(await verify(updated!.passwordHash, 'second password')).toBe(true);
    expect(updated!.tokensValidAfter.getTime()).toBeGreaterThanOrEqual(created!.tokensValidAfter.getTime());
    expect(messages.at(-1)).toBe('admin password updated from the environment');

    const count = messages.length;
    await runWith({ ADMIN_USERNAME: username, ADMIN_PASSWORD: 'second password' });
    expect(messages).toHaveLength(count);
    expect((await findAdmin())?.passwordHash).toBe(updated!.passwordHash);
  });
});
