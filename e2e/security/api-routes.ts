// The API's routes as the folder holds them, read at test time (so a new route is swept without anyone listing it):
// every app/api/**/route.ts, its URL template and the HTTP methods it exports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiRoute {
  /** `/api/journal/[sourceid]/links` */
  template: string;
  methods: string[];
}

const exportedMethod = /^export\s+(?:const|(?:async\s+)?function)\s+(GET|HEAD|OPTIONS|POST|PUT|PATCH|DELETE)\b/gm;

export function findApiRoutes(appDir = path.join(process.cwd(), 'app')): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(full, 'utf8');
        const methods = [...source.matchAll(exportedMethod)].map((match) => match[1] as string);
        const template = `/${path.relative(appDir, folder).split(path.sep).join('/')}`;
        routes.push({ template, methods });
      }
    }
  };
  walk(path.join(appDir, 'api'));
  return routes.sort((a, b) => a.template.localeCompare(b.template));
}
