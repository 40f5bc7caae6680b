// Runs once when the Next.js server starts (Next's instrumentation hook): builds the recommendation index in the
// background (a worker thread: the site answers meanwhile), so it is ready soon after start rather than on the first
// researcher's request. NEXT_RUNTIME is Next's own.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/core/env');
  if (!env.RECOMMEND_WARM_ON_START || env.NODE_ENV === 'test') return;
  const { warmRecommendIndex } = await import('./lib/recommend/recommend-index-holder');
  // In the background: the site serves meanwhile, a request that comes first shares this build, and a failed build is
  // logged and retried by the holder.
  warmRecommendIndex();
}
