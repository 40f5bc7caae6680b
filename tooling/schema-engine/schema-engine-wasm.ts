// Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm), the offline stand-in for the
// native binary that `prisma migrate` would download. Node-only: for scripts and tests, never for the Next.js bundle.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

export type { SchemaEngine };

type Bindings = Record<string, unknown> & {
  SchemaEngine: typeof SchemaEngine;
  __wbg_set_wasm: (exports: WebAssembly.Exports) => void;
};

let loaded: Promise<Bindings> | undefined;

/** Instantiates the engine once per process (the WebAssembly module is 5 MB). */
export function loadSchemaEngine(): Promise<typeof SchemaEngine> {
  loaded ??= instantiate();
  return loaded.then((bindings) => bindings.SchemaEngine);
}

async function instantiate(): Promise<Bindings> {
  // The engine reports Rust panics through this global; without it a panic becomes an unreadable TypeError.
  const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message: (message: string) => void } };
  registry.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (message) => console.error(`schema engine panic: ${message}`) };

  const require = createRequire(__filename);
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = evaluateGlue(await readFile(gluePath, 'utf8'), require);
  const module = await WebAssembly.compile(await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm')));
  const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': withUnrefTimers(bindings) });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

/**
 * The glue (schema_engine_bg.js) is an ES module, which Jest's CommonJS runtime cannot load (next/jest transforms
 * only our code), so it is evaluated here as a function body in the caller's realm: the same path under tsx, Node
 * and Jest, and no cross-realm `instanceof Promise` surprises. It has no imports; only `export function|class`.
 */
function evaluateGlue(source: string, require: NodeJS.Require): Bindings {
  const names: string[] = [];
  const body = source.replace(/^export (function|class) ([\w$]+)/gm, (_match, kind: string, name: string) => {
    names.push(name);
    return `${kind} ${name}`;
  });
  if (/^\s*(import|export)\b/m.test(body) || !names.includes('SchemaEngine')) {
    throw new Error(
      'Unexpected layout of @prisma/schema-engine-wasm: install the exact version package.json pins (run `npm ci`).',
    );
  }
  const factory = new Function('module', 'global', `'use strict';\n${body}\nreturn { ${names.join(', ')} };`);
  return factory({ require }, globalThis) as Bindings;
}

/** The engine leaves a 10 s timer behind after its work, which kept scripts and Jest alive: its timers must not. */
function withUnrefTimers(bindings: Bindings): WebAssembly.ModuleImports {
  const imports: Record<string, unknown> = { ...bindings };
  for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (callback: () => void, milliseconds: number) => setTimeout(callback, milliseconds >>> 0).unref();
  }
  return imports as WebAssembly.ModuleImports;
}
