// Runs after `npm install`: generates the Prisma client offline (no engine download is needed or attempted).
import { runOrExit } from './run.mjs';

await runOrExit('node', ['scripts/prisma-generate.mjs']);
