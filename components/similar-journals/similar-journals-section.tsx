// The similar journals streamed after the page's own content, in the same HTML answer (React Suspense, nothing shown
// meanwhile): after a start, the first pages' section waits for the recommendation index to be built (seconds, in a
// worker) while the rest of the page is already sent. Left out of the router's prefetches: a journal
// card or link in view prefetches its page, and each answer would otherwise score the catalogue (or wait for the index
// build, holding one of the browser's few connections open); the click that follows fetches the page with it.
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
