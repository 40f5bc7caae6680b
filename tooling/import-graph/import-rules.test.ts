// The house plan, checked on every run (ARCHITECTURE.md "Folders and layers"): no two top folders of lib/ (or of components/)
// import each other in a circle; product code never imports scripts/, tooling/ or test-support/; fakes, fixtures and
// test data live in test-support/, not lib/; lib/core is a leaf; lib/shared and lib/schemas import no domain; lib/
// never imports components/ or app/; browser-only code in lib/ lives in client/ folders, which import nothing that is
// for the server only. Type-only imports are erased at build time and do not count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findCycles, type ImportEdge, listSourceFiles, readImportGraph, topFolder } from './import-graph';

const root = path.resolve(__dirname, '..', '..');
const productRoots = ['lib', 'components', 'app'];
const files = [
  ...['lib', 'components', 'app', 'scripts', 'tooling', 'test-support', 'e2e'].flatMap((folder) => listSourceFiles(root, folder)),
  'server.ts',
  'instrumentation.ts',
  'proxy.ts',
];
const edges = readImportGraph(root, files).filter((edge) => !edge.isTypeOnly);
const isTest = (file: string) => /\.(int\.)?test\.tsx?$/.test(file);
const isProduct = (file: string) =>
  !isTest(file) && (productRoots.some((folder) => file.startsWith(`${folder}/`)) || !file.includes('/'));
const show = (list: ImportEdge[]) => list.map((edge) => `${edge.from} → ${edge.to}`);

describe.each(['lib', 'components'])('top folders of %s/', (area) => {
  it('import each other in no circle', () => {
    const pairs = edges.flatMap((edge): [string, string][] => {
      const from = topFolder(area, edge.from);
      const to = topFolder(area, edge.to);
      return from && to && from !== to ? [[from, to]] : [];
    });
    expect(findCycles(pairs)).toEqual([]);
  });
});

test('product code imports nothing from scripts/, tooling/ or test-support/', () => {
  const outward = edges.filter((edge) => isProduct(edge.from) && /^(scripts|tooling|test-support)\//.test(edge.to));
  expect(show(outward)).toEqual([]);
});

test('lib/ holds no fakes, fixtures or test data (they live in test-support/)', () => {
  const misplaced = listSourceFiles(root, 'lib').filter(
    (file) => !isTest(file) && /(^|[-/])(fake|fixture|test-data|test-client|test-catalogue)[-.]/.test(file),
  );
  expect(misplaced).toEqual([]);
});

test('lib/core imports nothing of ours but itself and the generated database client', () => {
  const fromCore = edges.filter(
    (edge) => edge.from.startsWith('lib/core/') && !/^lib\/(core|generated)\//.test(edge.to),
  );
  expect(show(fromCore)).toEqual([]);
});

test('lib/shared and lib/schemas import no domain folder', () => {
  const allowed = /^lib\/(core|shared|schemas|i18n)\//;
  const fromBase = edges.filter(
    (edge) => /^lib\/(shared|schemas)\//.test(edge.from) && edge.to.startsWith('lib/') && !allowed.test(edge.to),
  );
  expect(show(fromBase)).toEqual([]);
});

test('lib/ imports neither components/ nor app/', () => {
  const upward = edges.filter((edge) => edge.from.startsWith('lib/') && /^(components|app)\//.test(edge.to));
  expect(show(upward)).toEqual([]);
});

// Browser-only code in lib/ lives in client/ folders (lib/client/, lib/<domain>/client/): what touches the browser's
// storage, document or navigator, and nothing there imports a module that is for the server only.
const isClientFile = (file: string) => /^lib\/(.+\/)?client\//.test(file);
const libSources = listSourceFiles(root, 'lib').filter((file) => !isTest(file) && !file.startsWith('lib/generated/'));

test('lib/ code that needs a browser lives in client/ folders', () => {
  const browserOnly = /\b(localStorage|sessionStorage|document\.|navigator\.)|^'use client';/m;
  const misplaced = libSources.filter(
    (file) => !isClientFile(file) && browserOnly.test(readFileSync(path.join(root, file), 'utf8')),
  );
  expect(misplaced).toEqual([]);
});

test('lib/ client folders import nothing that is for the server only', () => {
  const isServerOnly = (file: string) => /^import 'server-only';/m.test(readFileSync(path.join(root, file), 'utf8'));
  const serverward = edges.filter((edge) => isClientFile(edge.from) && !isTest(edge.from) && edge.to.startsWith('lib/') && isServerOnly(edge.to));
  expect(show(serverward)).toEqual([]);
  // The rule has something to hold: the client folders exist and import code of ours.
  expect(edges.some((edge) => isClientFile(edge.from))).toBe(true);
});

test('the graph is read: it finds the imports of a known file', () => {
  // A rule over an empty graph would pass whatever the code did.
  expect(edges.filter((edge) => edge.from === 'lib/http/with-principal.ts').map((edge) => edge.to)).toEqual(
    expect.arrayContaining(['lib/core/api-error.ts', 'lib/http/route.ts']),
  );
});
