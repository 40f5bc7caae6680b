// `npm run build`: the Next.js production build, its client chunks given V8's compile hint
// (tooling/compile-hints/add-compile-hints.mjs), then server.ts compiled to dist/ (plain Node starts it in ~0.3 s).
import { rmSync } from 'node:fs';
import { addCompileHints } from '../tooling/compile-hints/add-compile-hints.mjs';
import { runOrExit } from './run.mjs';

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
await runOrExit('npx', ['next', 'build'], { env });
addCompileHints('.next/static/chunks');
rmSync('dist', { recursive: true, force: true });
await runOrExit('npx', ['tsc', '-p', 'tsconfig.server.json'], { env });
