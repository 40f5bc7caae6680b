// `npm run admin:create`: asks for a username, a name and a password (hidden) and creates that admin, or updates its
// name and password when it exists. Works on DATABASE_URL, or on the embedded database when it is unset.
import readline from 'node:readline';
import { upsertAdmin } from '../lib/admin/upsert-admin';
import { prepareDatabase } from '../lib/database/prepare-database';
import { env } from '../lib/core/env';
import { databaseUrl, decideRuntimeConfig } from '../lib/core/runtime-config';
import { usernameSchema, passwordSchema } from '../lib/schemas/auth';

function ask(question: string, hidden = false): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Echo nothing of what is typed after the prompt.
      const output = rl as unknown as { _writeToOutput: (text: string) => void };
      output._writeToOutput = (text: string) => {
        if (text.startsWith(question)) process.stdout.write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const username = usernameSchema.parse(await ask('Admin username: '));
  const nama = (await ask('Name: ')).trim() || username;
  const password = passwordSchema.parse(await ask('Password: ', true));
  if ((await ask('Password again: ', true)) !== password) throw new Error('The passwords differ; nothing was changed.');
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: () => undefined,
  });
  decideRuntimeConfig({ databaseUrl: database.url });
  const result = await upsertAdmin({ username, nama, password });
  console.log(result.created ? `Admin "${username}" created.` : `Admin "${username}" updated.`);
  await database.stop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
