// The similar journals streamed after the page: the recommendation index is built on first use (seconds, in a
// worker), so the page's own content is sent at once and this section follows in the same HTML answer when ready
// (React Suspense, nothing shown meanwhile). Once the index exists it is usually ready before the page is sent.
import { Suspense } from 'react';
import { SimilarJournals } from './similar-journals';

export function SimilarJournalsSection(props: Parameters<typeof SimilarJournals>[0]) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">
      <Suspense fallback={null}>
        <SimilarJournals {...props} />
      </Suspense>
    </div>
  );
}
