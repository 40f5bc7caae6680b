// Loads Midtrans's snap.js once (docs.midtrans.com/reference/frontend-integration): the script URL of the configured
// environment, the public client key in data-client-key, and the page's CSP nonce so 'strict-dynamic' lets it run.
import type { SnapLike } from './snap-types';

declare global {
  interface Window {
    snap?: SnapLike;
  }
}

let loading: Promise<SnapLike> | null = null;

/** The nonce of the document's own scripts: the one its CSP names (a client navigation keeps the first document). */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export function loadMidtransSnap(scriptUrl: string, clientKey: string): Promise<SnapLike> {
  if (window.snap) return Promise.resolve(window.snap);
  if (loading) return loading;
  loading = new Promise<SnapLike>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute('data-client-key', clientKey);
    const nonce = documentNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      if (window.snap) resolve(window.snap);
      else reject(new Error('snap.js loaded but window.snap is missing'));
    };
    script.onerror = () => {
      // Let a later click try again (a network hiccup, an ad blocker switched off).
      loading = null;
      script.remove();
      reject(new Error(`snap.js could not be loaded from ${scriptUrl}`));
    };
    document.head.append(script);
  });
  return loading;
}
