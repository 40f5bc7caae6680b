// The similar journals streamed after the page: the recommendation index is built on first use (seconds, in a
// worker), so the page's own content is sent first and this section follows in the same HTML answer when ready
// (React Suspense, nothing shown meanwhile). Left out of the router's prefetches: a journal card or link in view
// prefetches its page, and each answer would otherwise score the catalogue (or wait for the index build, holding one
// of the browser's few connections open); the click that follows fetches the page with the section.
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { isRouterPrefetch } from '@/lib/schemas/router-prefetch';
import { SimilarJournals } from './similar-journals';

export async function SimilarJournalsSection(props: Parameters<typeof SimilarJournals>[0]) {
  if (isRouterPrefetch(await headers())) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">
      <Suspense fallback={null}>
        <SimilarJournals {...props} />
      </Suspense>
    </div>
  );
}
