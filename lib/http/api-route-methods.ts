// Which methods each API route answers, read from the route files (app/api/**/route.ts) when the server starts, so
// server.ts can answer a wrong method with 405, the one error shape and `Allow` (Next answers an empty 405), and a
// new route is covered without anyone keeping a list. Next's precedence: a static segment beats a dynamic one, and a
// dynamic one beats a catch-all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiRouteMethods {
  /** `['api', 'journal', '[sourceid]']` */
  segments: string[];
  /** What the route answers: its exported handlers, HEAD with GET, OPTIONS always (Next implements both). */
  allow: string[];
}

/** The methods Next routes to a handler; anything else (TRACE, PROPFIND…) no route of ours answers. */
export const handlerMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const exportedMethod = /^export\s+(?:const|(?:async\s+)?function)\s+(GET|HEAD|OPTIONS|POST|PUT|PATCH|DELETE)\b/gm;

export function allowedBy(source: string): string[] {
  const exported = new Set([...source.matchAll(exportedMethod)].map((match) => match[1] as string));
  if (exported.has('GET')) exported.add('HEAD');
  exported.add('OPTIONS');
  return [...exported].sort();
}

export function readApiRouteMethods(apiDir: string): ApiRouteMethods[] {
  const routes: ApiRouteMethods[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|js)$/.test(entry.name)) {
        const segments = ['api', ...path.relative(apiDir, folder).split(path.sep).filter(Boolean)];
        routes.push({ segments, allow: allowedBy(readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(apiDir);
  return routes;
}

/** Per segment: 0 static, 1 dynamic, 2 catch-all; null when the route does not match the path. */
function matchRank(route: string[], parts: string[]): number[] | null {
  const rank: number[] = [];
  for (let index = 0; index < route.length; index += 1) {
    const segment = route[index] as string;
    if (/^\[\[?\.\.\./.test(segment)) {
      const isOptional = segment.startsWith('[[');
      return parts.length > index || isOptional ? [...rank, 2] : null;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith('[')) rank.push(1);
    else if (segment === part) rank.push(0);
    else return null;
  }
  return parts.length === route.length ? rank : null;
}

function isMoreSpecific(a: number[], b: number[]): boolean {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) < (b[index] ?? 0);
  }
  return false;
}

/** The route Next would pick for a path (`/api/…`, no query), or null when none matches. */
export function findApiRoute(routes: ApiRouteMethods[], pathname: string): ApiRouteMethods | null {
  const parts = pathname.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  let best: { route: ApiRouteMethods; rank: number[] } | null = null;
  for (const route of routes) {
    const rank = matchRank(route.segments, parts);
    if (rank && (!best || isMoreSpecific(rank, best.rank))) best = { route, rank };
  }
  return best?.route ?? null;
}
