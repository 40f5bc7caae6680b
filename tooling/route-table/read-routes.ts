// The API's routes as the code defines them: each app/api/**/route.ts gives its path (from its folder), its methods
// (the HTTP functions it exports), who may call it (from the guard it is written with) and what it answers (the first
// sentence of its header comment). README.md's route table is made from these rows (scripts/route-table.ts) and a test
// holds it to them, so the table cannot drift from the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RouteRow {
  methods: string[];
  path: string;
  who: string;
  answers: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** `[sourceid]` → `{sourceid}`, `[...path]` → `*`. */
function urlPath(apiDir: string, file: string): string {
  const segments = path.relative(apiDir, path.dirname(file)).split(path.sep).filter(Boolean);
  const shown = segments.map((segment) =>
    segment.startsWith('[...') ? '*' : segment.startsWith('[') ? `{${segment.slice(1, -1)}}` : segment,
  );
  return ['/api', ...shown].join('/');
}

/** The comment lines at the top of the file, joined into one text. */
function headerComment(source: string): string {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/\s?/, ''));
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Who may call it, from the code: an explicit `Callers: …` sentence in the header wins (for callers no guard names,
 * such as the payment provider); then the admin guard; the user guard (premium users when the route refuses others
 * with premium_required); a route that reads the user only to give more is open to anyone.
 */
function whoMayCall(source: string, header: string): string {
  const stated = /Callers: ([^.]+)\./.exec(header)?.[1];
  if (stated) return stated;
  if (/\bwithAdmin\(/.test(source)) return 'admin';
  if (/\bwithUser\(/.test(source)) return /'premium_required'/.test(source) ? 'premium user' : 'signed-in user';
  if (/\bgetRequestUser\(/.test(source)) return 'anyone (premium users get more)';
  return 'anyone';
}

/** The header's first sentence, without the "METHOD /path…: " it may start with. */
function whatItAnswers(header: string): string {
  const withoutCallers = header.replace(/Callers: [^.]+\.\s*/, '');
  const afterSignature = withoutCallers.replace(/^((GET|POST|PUT|PATCH|DELETE)(\|(GET|POST|PUT|PATCH|DELETE))* \/api\S*( \{[^}]*\})?(,? and (GET|POST|PUT|PATCH|DELETE) \S+)?):\s*/, '');
  const sentence = /^(.+?\.)(\s|$)/.exec(afterSignature)?.[1] ?? afterSignature;
  return sentence.replace(/\.$/, '').replace(/\|/g, '\\|');
}

export function readRoutes(root: string): RouteRow[] {
  const apiDir = path.join(root, 'app', 'api');
  return routeFiles(apiDir)
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      const header = headerComment(source);
      const methods = METHODS.filter((method) => new RegExp(`export (async )?(function|const) ${method}\\b`).test(source));
      return { methods, path: urlPath(apiDir, file), who: whoMayCall(source, header), answers: whatItAnswers(header) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function routeTable(rows: RouteRow[]): string {
  const lines = ['| method | path | who may call it | what it answers |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.methods.join(', ')} | \`${row.path}\` | ${row.who} | ${row.answers} |`);
  return lines.join('\n');
}

export const TABLE_START = '<!-- route table: made by `npm run docs:routes` from app/api; do not edit by hand -->';
export const TABLE_END = '<!-- end of route table -->';

/** The text between the markers in README.md, or undefined when the markers are missing. */
export function tableInReadme(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : readme.slice(start + TABLE_START.length, end).trim();
}

export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the lines ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
