// Runs in the browser before the application's own code (Next's client instrumentation hook).
// zod compiles a fast parser for each object schema with `new Function` once it has probed that it may; under the
// site's Content Security Policy (no 'unsafe-eval') that probe is reported as a CSP violation on every page, though
// zod catches it. jitless skips the probe and the compiled parsers; parsing stays the same, only the interpreted path.
import { config } from 'zod/v4/core';

config({ jitless: true });
