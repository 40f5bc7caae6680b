'use client';
// The plan modal's frame on the native <dialog> (as components/auth/modal-dialog.tsx, but wide enough for three cards):
// showModal() makes the page inert, Escape closes, the focus goes to the close button and back to the opener after.
import { type ReactNode, useEffect, useRef } from 'react';

interface PlanDialogProps {
  isOpen: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

export function PlanDialog({ isOpen, onClose, labelledBy, describedBy, children }: PlanDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid="plan-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The opener may be gone (a menu item of a closed menu): then the focus simply stays on the page.
        if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
        returnFocusTo.current = null;
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl overflow-y-auto rounded-2xl bg-slate-50 p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {isOpen ? children : null}
    </dialog>
  );
}
