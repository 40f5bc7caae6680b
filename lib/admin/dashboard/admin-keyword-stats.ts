// The dashboard's top keywords and recent searches over the window, counted by visitors, not by requests: a keyword
// counts each network (an IPv4 address or IPv6 /64; a visit stored without one is its session's own) as at most
// SESSIONS_COUNTED_PER_NETWORK visitors, and only a network's KEYWORDS_COUNTED_PER_NETWORK most searched (for the top
// list) or latest (for the recent list) keywords count at all. So one address, however many visits and sessions it
// makes up, moves either list by at most that many entries, while distinct visitors still add up.
import 'server-only';
import { db } from '../../core/db';

export const SESSIONS_COUNTED_PER_NETWORK = 3;
export const KEYWORDS_COUNTED_PER_NETWORK = 3;
const LISTED = 10;

export interface KeywordStats {
  topKeywords: string[];
  recentSearches: string[];
}

export async function getKeywordStats(since: Date): Promise<KeywordStats> {
  // One pass over the window's searches: a row per keyword (case and surrounding spaces aside) and network, ranked
  // within its network by visitors (for the top list) and by recency (for the recent list).
  const rows = await db.$queryRaw<{ list: 'top' | 'recent'; keyword: string }[]>`
    WITH by_network AS MATERIALIZED (
      SELECT lower(btrim(search_keyword)) AS key, min(search_keyword) AS keyword, max(created_at) AS last,
             least(count(DISTINCT session_id), ${SESSIONS_COUNTED_PER_NETWORK}) AS visitors,
             coalesce(client_network, 'session:' || session_id) AS network
        FROM visits
       WHERE created_at >= ${since} AND search_keyword IS NOT NULL AND btrim(search_keyword) <> ''
       GROUP BY 1, 5
    ), ranked AS MATERIALIZED (
      SELECT key, keyword, last, visitors,
             row_number() OVER (PARTITION BY network ORDER BY visitors DESC, last DESC, key) AS top_rank,
             row_number() OVER (PARTITION BY network ORDER BY last DESC, key) AS recent_rank
        FROM by_network
    ), top AS (
      SELECT min(keyword) AS keyword, row_number() OVER (ORDER BY sum(visitors) DESC, key) AS place
        FROM ranked WHERE top_rank <= ${KEYWORDS_COUNTED_PER_NETWORK}
       GROUP BY key ORDER BY place LIMIT ${LISTED}
    ), recent AS (
      SELECT min(keyword) AS keyword, row_number() OVER (ORDER BY max(last) DESC, key) AS place
        FROM ranked WHERE recent_rank <= ${KEYWORDS_COUNTED_PER_NETWORK}
       GROUP BY key ORDER BY place LIMIT ${LISTED}
    )
    SELECT 'top' AS list, keyword, place FROM top
    UNION ALL
    SELECT 'recent' AS list, keyword, place FROM recent
    ORDER BY list, place`;
  const listed = (list: 'top' | 'recent') => rows.filter((row) => row.list === list).map((row) => row.keyword.trim());
  return { topKeywords: listed('top'), recentSearches: listed('recent') };
}
