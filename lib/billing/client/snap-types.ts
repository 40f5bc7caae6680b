// The browser's side of a payment popup: what POST /api/payments/process answers and the `snap.pay` interface that
// Midtrans's snap.js offers (docs.midtrans.com/reference/snap-js), which the local sandbox shim copies exactly.
import type { PaymentSession } from '@/lib/billing/process-payment';

export type { PaymentSession };

/** What Snap hands to its callbacks (transaction status, order id…); only logged or ignored by us. */
export type SnapResult = Record<string, unknown>;

export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  /** The customer closed the popup before finishing. */
  onClose?: () => void;
}

export interface SnapLike {
  pay: (token: string, callbacks: SnapCallbacks) => void;
}
