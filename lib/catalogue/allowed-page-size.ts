// The first page of a list or search is public; later pages need a premium user. The one place that
// rule lives, so the list and the search cannot drift apart; the user is only looked up when it matters.
import { ApiError } from '../core/api-error';

/** The home page's page size. Without premium a page holds no more, or `limit=50` would lift the paywall. */
export const FREE_PAGE_SIZE = 4;

interface PageViewer {
  isPremium: boolean;
}

/**
 * The page size this request may have: throws 401 `loginRequired` (signed out) or 403 `premiumFeature` (free user)
 * for page ≥ 2, and caps page 1 at FREE_PAGE_SIZE for anyone who is not premium.
 */
export async function allowedPageSize(
  page: number,
  limit: number,
  loadViewer: () => Promise<PageViewer | null>,
): Promise<number> {
  if (page <= 1 && limit <= FREE_PAGE_SIZE) return limit;
  const viewer = await loadViewer();
  if (page <= 1) return viewer?.isPremium ? limit : FREE_PAGE_SIZE;
  if (!viewer) throw new ApiError('unauthorized', 'loginRequired');
  if (!viewer.isPremium) throw new ApiError('premium_required', 'premiumFeature');
  return limit;
}
