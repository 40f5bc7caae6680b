import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, compileHint } from './add-compile-hints.mjs';

describe('addCompileHints', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(directory, 'nested'));
    writeFileSync(path.join(directory, 'a.js'), 'console.log(1);\n');
    writeFileSync(path.join(directory, 'nested', 'b.js'), '(globalThis.TURBOPACK||[]).push([]);');
    writeFileSync(path.join(directory, 'c.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const read = (name: string) => readFileSync(path.join(directory, name), 'utf8');

  it('puts the hint first in every script, nested ones too, and leaves the code after it as it was', () => {
    expect(addCompileHints(directory)).toBe(2);
    expect(read('a.js')).toBe(`${compileHint}console.log(1);\n`);
    expect(read('nested/b.js')).toBe(`${compileHint}(globalThis.TURBOPACK||[]).push([]);`);
  });

  it('leaves anything that is not a script alone', () => {
    addCompileHints(directory);
    expect(read('c.css')).toBe('body{margin:0}');
  });

  it('changes nothing when run a second time', () => {
    addCompileHints(directory);
    expect(addCompileHints(directory)).toBe(0);
    expect(read('a.js')).toBe(`${compileHint}console.log(1);\n`);
  });
});
