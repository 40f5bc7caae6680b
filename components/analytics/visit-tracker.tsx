'use client';
// Records every page view: path and query, the browser session id, and the `q` parameter as the
// search keyword. A failure is only logged; it never breaks the page.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { getBrowserSessionId } from '@/lib/analytics/client/browser-session-id';
import { isTrackedPage } from '@/lib/analytics/is-tracked-page';

export function VisitTracker() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();

  useEffect(() => {
    const page = query ? `${pathname}?${query}` : pathname;
    if (!isTrackedPage(page)) return;
    const searchKeyword = new URLSearchParams(query).get('q') || null;
    fetch('/api/analytics/track-visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, sessionId: getBrowserSessionId(), searchKeyword }),
      keepalive: true,
    }).catch((error: unknown) => console.warn('visit tracking failed', error));
  }, [pathname, query]);

  return null;
}
