// The 405 of server.ts, before Next: a method the route does not answer gets the one error shape and `Allow` (Next
// would send an empty 405), and a method no route answers (TRACE, PROPFIND…) gets it everywhere, pages included
// (Next answered TRACE with a plain-text 500).
import { type ApiRouteMethods, findApiRoute, handlerMethods } from './api-route-methods';

const pageMethods = ['GET', 'HEAD'];

/** The `Allow` value when `method` must be refused for this URL, or null when Next should handle it. */
export function refusedMethodAllow(routes: ApiRouteMethods[], method: string, url: string): string | null {
  const pathname = url.split('?')[0] ?? '/';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const route = isApi ? findApiRoute(routes, pathname) : null;
  if (route) return route.allow.includes(method) ? null : route.allow.join(', ');
  return handlerMethods.includes(method) ? null : pageMethods.join(', ');
}
