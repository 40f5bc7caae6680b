'use client';
// Where toasts appear: fixed above the page (no layout shift), announced politely to screen readers, each with a
// close button. Colours follow the header's calm palette, one tint per tone.
// Placed so that they hide nothing the visitor needs: on phones along the bottom edge
// (the page heading and the cards' stars are not under them), from 640 px at the top right under the header. While a
// modal dialog is open they are rendered inside it, above its backdrop, so that they can be read and closed.
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import type { ToastTone } from './toast-context';
import type { ToastItem } from './toast-provider';
import { useTopModalDialog } from './use-top-modal-dialog';

const toneClassName: Record<ToastTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-rose-200 bg-rose-50 text-rose-900',
};

export function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const t = useTranslations('Toast');
  const dialog = useTopModalDialog();
  const region = (
    <div
      data-testid="toast-region"
      role="status"
      aria-live="polite"
      aria-label={t('regionLabel')}
      className={
        'pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 ' +
        'sm:top-20 sm:bottom-auto sm:items-end sm:px-6'
      }
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-testid="toast"
          data-tone={toast.tone}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${toneClassName[toast.tone]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={t('close')}
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" d="M5 5l10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(region, dialog) : region;
}
