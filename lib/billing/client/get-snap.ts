// One door to the payment popup for the invoice page, whichever provider the server chose: Midtrans's snap.js, or
// the local sandbox's shim. Both answer `pay(token, { onSuccess, onPending, onError, onClose })`.
import { loadMidtransSnap } from './load-midtrans-snap';
import { createSandboxSnap } from './sandbox-snap';
import type { PaymentSession, SnapLike } from './snap-types';

export interface GetSnapOptions {
  lang: string;
  /** The sandbox overlay's accessible name. */
  sandboxTitle: string;
}

export async function getSnap(session: PaymentSession, options: GetSnapOptions): Promise<SnapLike> {
  if (session.provider === 'midtrans') {
    if (!session.scriptUrl || !session.clientKey) throw new Error('Midtrans payment without scriptUrl or clientKey');
    return loadMidtransSnap(session.scriptUrl, session.clientKey);
  }
  return createSandboxSnap({ lang: options.lang, title: options.sandboxTitle });
}
