import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPublicRoute } from './public-routes';

/** Every page folder under app/[lang], with dynamic segments filled in, e.g. `journal/123`. */
function pageRoutes(dir: string, prefix: string[] = []): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'page.tsx') routes.push(prefix.join('/'));
    else if (statSync(full).isDirectory() && !entry.startsWith('[...')) {
      routes.push(...pageRoutes(full, [...prefix, entry.startsWith('[') ? '123' : entry]));
    }
  }
  return routes;
}

describe('isPublicRoute', () => {
  it('knows every page of app/[lang], so none of them is answered as not found', () => {
    const routes = pageRoutes(path.join(process.cwd(), 'app', '[lang]'));
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) expect([route, isPublicRoute(route)]).toEqual([route, true]);
  });

  it.each([
    'nope', 'journal', 'journal/1/extra', 'about/x', 'invoice', 'Sinta', 'favorites', 'sandbox-pay', 'sandbox-pay/a/b',
  ])('rejects %s', (rest) => {
    expect(isPublicRoute(rest)).toBe(false);
  });
});
