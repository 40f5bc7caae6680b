/**
 * @jest-environment node
 */
// Every namespace a component reads with useTranslations must reach the browser: a namespace missing from
// clientNamespaces would show raw keys in a client component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientNamespaces, pickClientMessages } from './client-messages';
import { loadMessages } from './load-messages';

const root = path.join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(path.join(root, folder)));

describe('clientMessages', () => {
  it('holds every namespace read with useTranslations, and every namespace of a variable is one listed', () => {
    const read = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/useTranslations\(\s*'([A-Za-z]+)[.']/g)) read.add(match[1]!);
      // A namespace held in a variable: its type names the namespaces it can be.
      if (/useTranslations\(\s*[a-z]\w*\s*\)/.test(text)) {
        for (const match of text.matchAll(/namespace[^;=]*?:\s*([^;]+);/g)) {
          for (const name of match[1]!.matchAll(/'([A-Za-z]+)'/g)) read.add(name[1]!);
        }
      }
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((namespace) => !(clientNamespaces as readonly string[]).includes(namespace))).toEqual([]);
    expect(files.filter((file) => /useTranslations\(\s*\)/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('gives the listed namespaces of the language and leaves the server-only ones out', () => {
    const messages = pickClientMessages(loadMessages('en'));
    expect(messages.Header).toEqual(loadMessages('en').Header);
    expect(messages).not.toHaveProperty('Metadata');
    expect(Object.keys(messages)).toHaveLength(clientNamespaces.length);
  });
});
