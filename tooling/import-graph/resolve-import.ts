// Resolves an import specifier of a repository file to the repository file it names (a path relative to the root,
// with `/`), as TypeScript and Next resolve them here: `@/…` from the root, `./…` and `../…` from the importing file,
// trying the source extensions and `index` files. Packages and Node's modules resolve to undefined.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.css'];

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

export function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.join(root, path.dirname(fromFile), specifier);
  else return undefined;
  // A compiled-style `.js` specifier may name a `.ts` source.
  const bases = base.endsWith('.js') ? [base, base.slice(0, -3)] : [base];
  for (const candidate of bases) {
    for (const extension of extensions) {
      if (isFile(candidate + extension)) return path.relative(root, candidate + extension).split(path.sep).join('/');
    }
    for (const extension of extensions.slice(1)) {
      const index = path.join(candidate, `index${extension}`);
      if (isFile(index)) return path.relative(root, index).split(path.sep).join('/');
    }
  }
  return undefined;
}
