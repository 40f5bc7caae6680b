import { readImports } from './read-imports';

describe('readImports', () => {
  it('reads every form, marking what TypeScript erases', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from '@/lib/g';",
      "export type { H } from './h';",
      "import './side-effect';",
      "const lazy = await import('./lazy');",
      "const required = require('../required');",
      "jest.mock('./mocked');",
      "// import { ignored } from './comment';",
      '/* import { alsoIgnored } from "./block"; */',
      "const url = 'https://example.org/x'; import { z } from 'zod';",
    ].join('\n');
    expect(readImports(source)).toEqual([
      { specifier: './a', isTypeOnly: false },
      { specifier: './b', isTypeOnly: true },
      { specifier: './c', isTypeOnly: true },
      { specifier: './e', isTypeOnly: false },
      { specifier: '@/lib/g', isTypeOnly: false },
      { specifier: './h', isTypeOnly: true },
      { specifier: 'zod', isTypeOnly: false },
      { specifier: './side-effect', isTypeOnly: false },
      { specifier: './lazy', isTypeOnly: false },
      { specifier: '../required', isTypeOnly: false },
      { specifier: './mocked', isTypeOnly: false },
    ]);
  });
});
