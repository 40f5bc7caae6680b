// How the production server is started, shared by `npm start` (scripts/start.mjs) and `npm run bench`, so that the
// bench measures the process the product runs.
// MALLOC_ARENA_MAX=2: the recommendation index is built in a worker thread, and glibc gives each thread its own
// malloc arenas, which keep much of the build's freed memory resident after the worker has ended (measured: the
// server's RSS after start 511–588 MB with the default, 473–484 MB with 2, the same index). An operator's own value wins.
export const serverNodeArguments = ['dist/server.js'];

/** The server's environment: `base` (process.env) with the production settings. */
export function serverEnvironment(base) {
  return { MALLOC_ARENA_MAX: '2', ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}
