// The compile hint on the browser's scripts (run by `npm run build` after `next build`): every client chunk starts
// with V8's `//# allFunctionsCalledOnLoad`, which tells Chrome (136 and later) to compile all of the chunk's functions
// while it streams the script in, on a background thread. Without it V8 compiles each function on the main thread the
// first time it runs, and starting a page runs most of what its chunks hold (React, Next's router, the page's
// components): those compiles were the largest part of the start-up's long task (about 120 of 210 ms at four times
// slower CPU on /id/new-scopus). Other browsers ignore the comment. The chunks' names stay as Next hashed them: the
// line is the same in every build, so a name still changes exactly when its code does. A chunk that already starts
// with the hint is left as it is, so running this twice changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to every `.js` file under `directory` (recursively); returns how many files it changed. */
export function addCompileHints(directory) {
  let changed = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(compileHint)) continue;
    writeFileSync(file, compileHint + code);
    changed++;
  }
  return changed;
}
