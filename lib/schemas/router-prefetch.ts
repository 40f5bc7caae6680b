// Whether a page request is the Next router's prefetch (`Next-Router-Prefetch: 1`, or a segment prefetch): a link in
// view asks for the page before any click, and a section that costs server work may leave itself out of that answer
// (a click fetches the page's dynamic content again).
import { z } from 'zod';

const flagSchema = z.string().max(1000).optional();

export function isRouterPrefetch(headers: Headers): boolean {
  const prefetch = flagSchema.safeParse(headers.get('next-router-prefetch') ?? undefined);
  const segment = flagSchema.safeParse(headers.get('next-router-segment-prefetch') ?? undefined);
  return (prefetch.success && prefetch.data === '1') || (segment.success && segment.data !== undefined);
}
