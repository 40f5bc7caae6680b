// The module specifiers a source file imports: static imports and re-exports, `import '…'`, dynamic `import('…')`,
// `require('…')` and `jest.mock('…')`, each marked type-only when TypeScript erases it (`import type`, `export type`,
// or every named binding written `type X`). Comments are dropped first, so a specifier quoted in prose is not one.
export interface ImportReference {
  specifier: string;
  isTypeOnly: boolean;
}

const staticForm = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const bareForm = /\bimport\s*['"]([^'"]+)['"]/g;
const callForm = /\b(?:import|require|jest\.mock|jest\.requireActual|require\.resolve)\s*\(\s*['"]([^'"]+)['"]/g;

function withoutComments(source: string): string {
  // Block comments, then line comments that do not start inside a string or a URL ("https://…").
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** True when every binding of `{ … }` is written `type X` (the import leaves nothing at run time). */
function namesOnlyTypes(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!.split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

export function readImports(source: string): ImportReference[] {
  const text = withoutComments(source);
  const found: ImportReference[] = [];
  for (const match of text.matchAll(staticForm)) {
    const [, , typeKeyword, clause, specifier] = match;
    found.push({ specifier: specifier!, isTypeOnly: Boolean(typeKeyword) || namesOnlyTypes(clause ?? '') });
  }
  for (const match of text.matchAll(bareForm)) found.push({ specifier: match[1]!, isTypeOnly: false });
  for (const match of text.matchAll(callForm)) found.push({ specifier: match[1]!, isTypeOnly: false });
  return found;
}
