// The local sandbox's stand-in for snap.js: the same `pay(token, callbacks)`, opening our own popup page
// (/{lang}/sandbox-pay/{token}) framed in a modal overlay. The frame reports Pay, Fail or Close by postMessage;
// only a message from that frame, on our own origin, for this token, is believed.
import { isSandboxMessage, type SandboxOutcome } from './sandbox-messages';
import type { SnapCallbacks, SnapLike } from './snap-types';

export interface SandboxSnapOptions {
  /** The language of the popup page. */
  lang: string;
  /** The overlay's accessible name (and the frame's title). */
  title: string;
}

function buildOverlay(src: string, title: string): { dialog: HTMLDialogElement; frame: HTMLIFrameElement } {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', title);
  dialog.dataset.testid = 'sandbox-payment-overlay';
  dialog.className =
    'm-auto h-[min(40rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50';
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.dataset.testid = 'sandbox-payment-frame';
  frame.className = 'block h-full w-full border-0';
  dialog.append(frame);
  return { dialog, frame };
}

function settle(outcome: SandboxOutcome, token: string, callbacks: SnapCallbacks): void {
  // Shaped like Snap's results; the invoice page asks our server for the truth anyway.
  if (outcome === 'success') callbacks.onSuccess?.({ token, transaction_status: 'settlement' });
  else if (outcome === 'failure') callbacks.onError?.({ token, transaction_status: 'deny' });
  else callbacks.onClose?.();
}

export function createSandboxSnap({ lang, title }: SandboxSnapOptions): SnapLike {
  return {
    pay(token, callbacks) {
      const src = `/${encodeURIComponent(lang)}/sandbox-pay/${encodeURIComponent(token)}`;
      const { dialog, frame } = buildOverlay(src, title);
      const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      let isDone = false;

      const finish = (outcome: SandboxOutcome) => {
        if (isDone) return;
        isDone = true;
        window.removeEventListener('message', onMessage);
        dialog.close();
        dialog.remove();
        settle(outcome, token, callbacks);
        // After the page has re-rendered (the Pay button is enabled again, or gone once the invoice is paid).
        setTimeout(() => {
          if (returnFocusTo?.isConnected && !returnFocusTo.matches(':disabled')) returnFocusTo.focus();
        }, 0);
      };
      function onMessage(event: MessageEvent) {
        if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
        if (!isSandboxMessage(event.data) || event.data.token !== token) return;
        finish(event.data.outcome);
      }

      window.addEventListener('message', onMessage);
      // Escape while the focus is outside the frame: the same as the popup's Close.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        finish('close');
      });
      frame.addEventListener('load', () => frame.focus(), { once: true });
      document.body.append(dialog);
      dialog.showModal();
    },
  };
}
