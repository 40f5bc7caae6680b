// Starts public/warm-intl.js in a worker as soon as the parser reaches the body, before any chunk of the page has run:
// the worker fills the browser's number and date locale tables while the page's scripts download, so hydration's
// first formatted count does not build them on the main thread. A browser without workers, or one that refuses this
// one, loses nothing but that head start. The inline script carries the page's CSP nonce (proxy.ts); the policy's
// worker-src allows same-origin workers (lib/http/content-security-policy.ts).
const startWorker = "try{new Worker('/warm-intl.js')}catch(e){}";

export function WarmIntlScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: startWorker }} />;
}
