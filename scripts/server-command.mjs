// How the production server is started, shared by `npm start` (scripts/start.mjs), `npm run bench` and its Lighthouse part, so that the
// bench measures the process the product runs.
// MALLOC_ARENA_MAX=2: the recommendation index is built in a worker thread, and glibc gives each thread its own
// malloc arenas, which keep much of the build's freed memory resident after the worker has ended (measured: the
// server's RSS after start 511–588 MB with the default, 473–484 MB with 2, the same index). An operator's own value wins.
// --max-old-space-size=320: with V8's default limit (a share of the machine's memory, 2 GB and more) the old space grew to
// 420–850 MB under the bench's load, most of it garbage V8 had no reason to collect yet, and the pages it took stayed
// resident (RSS 870–1090 MB after the load). The limit binds the index build's worker thread too (Node lets this flag
// override a worker's own resourceLimits): the build's live heap peaks at ~231 MB on the vendored catalogue (measured
// with --trace-gc; 256 stopped the worker out of memory), and the main thread's live heap is ~110–140 MB, index
// included, so 320 holds the build and, after an import, a second index beside the serving one. 384 let the heap
// run to 334 MB of garbage under load (RSS after the bench's load 430–522 MB over two runs); 320 measured 470 MB.
// A deployment that imports articles (recommend:harvest) builds a far larger index: it starts the server with the same
// command and a larger limit (README, where recommend:harvest is described).
// --max-semi-space-size=8 (the young generation, 16 MB per half by default) and MALLOC_MMAP_THRESHOLD_=131072 (glibc
// then serves every block of 128 kB and more from its own mapping, returned to the system when freed, instead of raising
// the threshold as large blocks are freed and keeping them in its heap): the index build's large arrays no longer stay
// resident after the worker ends. Measured together with a 384 MB limit: RSS after start 464 → 379 MB, after the load
// 556 → 508 MB, renders at the same rate within the machine's noise.
export const serverNodeArguments = ['--max-old-space-size=320', '--max-semi-space-size=8', 'dist/server.js'];

/** The server's environment: `base` (process.env) with the production settings. */
export function serverEnvironment(base) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}
