// Runs once when the Next.js server starts (Next's instrumentation hook): builds the recommendation index in the
// background (a worker thread: the site answers meanwhile), so it is ready soon after start rather than on the first
// researcher's request. NEXT_RUNTIME is Next's own.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/core/env');
  if (!env.RECOMMEND_WARM_ON_START || env.NODE_ENV === 'test') return;
  const { describeError, log } = await import('./lib/core/log');
  const { getRecommendIndex } = await import('./lib/recommend/recommend-index-holder');
  // Not awaited: the site serves meanwhile; a request that comes first shares this build.
  getRecommendIndex().catch((error: unknown) => log.error('recommendation index warm-up failed', describeError(error)));
}
