'use client';
// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
// Escape closes it, and the focus returns to what had it before. Sized for phones: full width less a margin,
// scrolling inside when taller than the screen. The first field (marked data-autofocus) gets the focus.
import { type ReactNode, useEffect, useRef } from 'react';

interface ModalDialogProps {
  isOpen: boolean;
  onClose: () => void;
  labelledBy: string;
  testId: string;
  /** Changing it (a switch of view) moves the focus to the element marked `data-autofocus` again. */
  focusKey?: string;
  children: ReactNode;
}

export function ModalDialog({ isOpen, onClose, labelledBy, testId, focusKey, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [isOpen, focusKey]);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      data-testid={testId}
      // Escape: let the state close it, so state and element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        returnFocusTo.current?.focus();
        returnFocusTo.current = null;
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {isOpen ? children : null}
    </dialog>
  );
}
