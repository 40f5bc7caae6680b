// Shared by the start and test scripts: is the production build older than the sources it was built from?
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceRoots = ['app', 'components', 'lib', 'messages', 'public', 'prisma/schema.prisma', 'server.ts', 'proxy.ts',
  'next.config.ts', 'package.json', 'tsconfig.json', 'postcss.config.mjs', 'scripts/build.mjs', 'tooling/compile-hints'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'generated' || child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isBuildStale(root = process.cwd()) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const serverJs = path.join(root, 'dist', 'server.js');
  if (!existsSync(buildId) || !existsSync(serverJs)) return true;
  const built = Math.min(statSync(buildId).mtimeMs, statSync(serverJs).mtimeMs);
  return sourceRoots.some((entry) => newestMtime(path.join(root, entry)) > built);
}
