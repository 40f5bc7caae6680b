// `npm run build`: the Next.js production build, then server.ts compiled to dist/ (plain Node starts it in ~0.3 s).
import { rmSync } from 'node:fs';
import { runOrExit } from './run.mjs';

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
await runOrExit('npx', ['next', 'build'], { env });
rmSync('dist', { recursive: true, force: true });
await runOrExit('npx', ['tsc', '-p', 'tsconfig.server.json'], { env });
