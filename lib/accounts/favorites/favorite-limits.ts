// How many favourites an account may hold: a free account 1,000, a premium one 10,000. The list is read whole by every
// star and the favourites page, so it is bounded; removing is always allowed, so an account over the limit (a premium
// that ended) keeps its list and can shrink it.
export const FREE_FAVORITES_LIMIT = 1_000;
export const PREMIUM_FAVORITES_LIMIT = 10_000;

export function favoritesLimit(isPremium: boolean): number {
  return isPremium ? PREMIUM_FAVORITES_LIMIT : FREE_FAVORITES_LIMIT;
}
