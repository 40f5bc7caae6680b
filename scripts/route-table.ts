// `npm run docs:routes`: writes README.md's table of every API route from app/api (tooling/route-table/read-routes.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readRoutes, routeTable, withTable } from '../tooling/route-table/read-routes';

const root = path.resolve(__dirname, '..');
const readmePath = path.join(root, 'README.md');
writeFileSync(readmePath, withTable(readFileSync(readmePath, 'utf8'), routeTable(readRoutes(root))));
console.log('README.md: route table written');
