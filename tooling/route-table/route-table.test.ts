// README.md's route table is the one the code makes: a route added, removed or re-guarded without
// `npm run docs:routes` fails here. And every route says what it answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRoutes, routeTable, tableInReadme } from './read-routes';

const root = path.resolve(__dirname, '..', '..');
const routes = readRoutes(root);

test('README.md holds the route table app/api makes (run `npm run docs:routes` after changing a route)', () => {
  expect(tableInReadme(readFileSync(path.join(root, 'README.md'), 'utf8'))).toBe(routeTable(routes));
});

test('every route exports a method and says in its header comment what it answers', () => {
  const silent = routes.filter((route) => route.methods.length === 0 || route.answers === '').map((route) => route.path);
  expect(silent).toEqual([]);
});

test('the guards are read from the code: the admin, user and premium routes are named as such', () => {
  const who = Object.fromEntries(routes.map((route) => [route.path, route.who]));
  expect(who['/api/admin/users']).toBe('admin');
  expect(who['/api/auth/me']).toBe('signed-in user');
  expect(who['/api/ai/recommend']).toBe('premium user');
  expect(who['/api/journal']).toBe('anyone (premium users get more)');
});
