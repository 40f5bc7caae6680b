// One value per process for each name, whatever the bundle that asks: Next compiles the server into several bundles
// (routes, pages, the custom server), and each would otherwise make its own database client, index or store. Every
// process-wide object is made here, on first use, and nowhere else keeps state on globalThis.

const registry = ((globalThis as { __jurnalFinderProcess?: Map<string, unknown> }).__jurnalFinderProcess ??= new Map());

/** The process's one value named `name`, made by `create` the first time it is asked for. */
export function processSingleton<T>(name: string, create: () => T): T {
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}

/** The value named `name` if it has been made, without making it (for shutdown: close only what was opened). */
export function existingSingleton<T>(name: string): T | undefined {
  return registry.get(name) as T | undefined;
}

/** Forgets the value named `name` (once it is closed), so that the next use makes a new one. */
export function dropSingleton(name: string): void {
  registry.delete(name);
}

/**
 * Tests only: replaces the value named `name` (or forgets it, so the next use makes a new one) and returns a function
 * that puts the previous state back.
 */
export function replaceSingleton<T>(name: string, value: T | undefined): () => void {
  const had = registry.has(name);
  const previous = registry.get(name);
  if (value === undefined) registry.delete(name);
  else registry.set(name, value);
  return () => {
    if (had) registry.set(name, previous);
    else registry.delete(name);
  };
}
