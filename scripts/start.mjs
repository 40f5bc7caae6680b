// `npm start`: serves the production build, building it first when it is missing or older than the sources
// (`npm start -- --no-build` serves the build as it is, e.g. in an image built beforehand). SIGTERM/SIGINT/SIGHUP
// reach the server through run.mjs; package.json's `exec` makes npm's shell hand them to this process.
import { isBuildStale } from './project-files.mjs';
import { run, runOrExit } from './run.mjs';
import { serverEnvironment, serverNodeArguments } from './server-command.mjs';

if (!process.argv.includes('--no-build') && isBuildStale()) {
  console.log('Building the production bundle first (once per change; a few minutes on a small machine)…');
  await runOrExit('node', ['scripts/build.mjs']);
}
const code = await run('node', serverNodeArguments, { env: serverEnvironment(process.env) });
process.exit(code);
