// `npm start`: serves the production build, building it first when it is missing or older than the sources.
import { isBuildStale } from './project-files.mjs';
import { run, runOrExit } from './run.mjs';

if (isBuildStale()) {
  console.log('Building the production bundle first (once per change; a few minutes on a small machine)…');
  await runOrExit('node', ['scripts/build.mjs']);
}
const code = await run('node', ['dist/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(code);
