// The repository's import graph: every source file under the given folders, with the repository files it imports
// (packages left out) and whether each import is type-only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readImports } from './read-imports';
import { resolveImport } from './resolve-import';

export interface ImportEdge {
  from: string;
  to: string;
  isTypeOnly: boolean;
}

const sourceFile = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const skipped = new Set(['node_modules', '.next', 'dist', 'generated', '.data', 'test-results']);

export function listSourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(folder);
  return found.sort();
}

export function readImportGraph(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const reference of readImports(readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolveImport(root, from, reference.specifier);
      if (to) edges.push({ from, to, isTypeOnly: reference.isTypeOnly });
    }
  }
  return edges;
}

/** The top folder of a file inside `area` (`lib/billing/x.ts` → `lib/billing`); a file directly in it is its own. */
export function topFolder(area: string, file: string): string | undefined {
  if (!file.startsWith(`${area}/`)) return undefined;
  return `${area}/${file.slice(area.length + 1).split('/')[0]}`;
}

/** Groups of folders that import each other in a circle (Tarjan's strongly connected components of size > 1). */
export function findCycles(edges: readonly [string, string][]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
    if (!next.has(to)) next.set(to, new Set());
  }
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, order.get(target)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!order.has(node)) visit(node);
  return groups;
}
