import path from 'node:path';
import { allowedBy, findApiRoute, readApiRouteMethods } from './api-route-methods';
import { refusedMethodAllow } from './refuse-method';

const routes = readApiRouteMethods(path.join(process.cwd(), 'app', 'api'));

describe('the API route table read from app/api', () => {
  it('reads each route file and what it exports, with HEAD for GET and OPTIONS always', () => {
    const byPath = new Map(routes.map((route) => [`/${route.segments.join('/')}`, route.allow.join(', ')]));
    expect(byPath.get('/api/admin/users/[id]')).toBe('DELETE, OPTIONS, PUT');
    expect(byPath.get('/api/journal/[sourceid]')).toBe('GET, HEAD, OPTIONS');
    expect(byPath.get('/api/auth/login')).toBe('OPTIONS, POST');
    expect(byPath.get('/api/[...path]')).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
  });

  it('recognises each way of exporting a handler', () => {
    expect(allowedBy('export const GET = route({}, x);\nexport async function POST() {}\nexport function PUT() {}')).toEqual([
      'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT',
    ]);
  });

  it('picks the route Next would: static before dynamic before catch-all', () => {
    const find = (pathname: string) => findApiRoute(routes, pathname)?.segments.join('/');
    expect(find('/api/journal/search')).toBe('api/journal/search');
    expect(find('/api/journal/28773')).toBe('api/journal/[sourceid]');
    expect(find('/api/journal/%00/links')).toBe('api/journal/[sourceid]/links');
    expect(find('/api/journal/28773/links/more')).toBe('api/[...path]');
    expect(find('/api/nothing')).toBe('api/[...path]');
  });
});

describe('refusedMethodAllow', () => {
  it('refuses a method the route does not export, naming what it allows', () => {
    expect(refusedMethodAllow(routes, 'GET', '/api/auth/login?x=1')).toBe('OPTIONS, POST');
    expect(refusedMethodAllow(routes, 'POST', '/api/journal/28773')).toBe('GET, HEAD, OPTIONS');
    expect(refusedMethodAllow(routes, 'TRACE', '/api/health')).toBe('GET, HEAD, OPTIONS');
  });

  it('leaves what a route answers to Next, and the unknown API paths to its 404', () => {
    expect(refusedMethodAllow(routes, 'POST', '/api/auth/login')).toBeNull();
    expect(refusedMethodAllow(routes, 'HEAD', '/api/health')).toBeNull();
    expect(refusedMethodAllow(routes, 'OPTIONS', '/api/auth/login')).toBeNull();
    expect(refusedMethodAllow(routes, 'PUT', '/api/no/such/route')).toBeNull();
  });

  it('refuses TRACE and other methods no handler takes on pages too', () => {
    expect(refusedMethodAllow(routes, 'TRACE', '/id')).toBe('GET, HEAD');
    expect(refusedMethodAllow(routes, 'PROPFIND', '/en/journal/1')).toBe('GET, HEAD');
    expect(refusedMethodAllow(routes, 'POST', '/id')).toBeNull();
  });
});
