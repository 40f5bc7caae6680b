// Runs in the browser before the application's own code (Next's client instrumentation hook).
// zod compiles a fast parser for each object schema with `new Function` once it has probed that it may; under the
// site's Content Security Policy (no 'unsafe-eval') that probe is reported as a CSP violation on every page, though
// zod catches it. jitless skips the probe and the compiled parsers; parsing stays the same, only the interpreted path.
// It is set on the object zod keeps its configuration in (what z.config() writes to), not through z.config(): importing
// zod here would put its core into every page, also those that validate nothing. instrumentation-client.test.ts checks
// that zod reads it.
const globals = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(globals.__zod_globalConfig ??= {}).jitless = true;
