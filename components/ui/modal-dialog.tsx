'use client';
// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
// Escape closes it, and the focus returns to what had it before. Sized for phones: full width less a margin,
// scrolling inside when taller than the screen. The first field (marked data-autofocus) gets the focus. The plan modal
// uses it wide (three cards) and closes on a click on the backdrop.
import { type ReactNode, useEffect, useRef } from 'react';

interface ModalDialogProps {
  isOpen: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  testId: string;
  /** Width and background of the panel: a form's by default. */
  panelClassName?: string;
  /** A click on the backdrop (the dialog element itself, outside its content) closes it too. */
  closeOnBackdrop?: boolean;
  /** Changing it (a switch of view) moves the focus to the element marked `data-autofocus` again. */
  focusKey?: string;
  children: ReactNode;
}

export function ModalDialog({
  isOpen,
  onClose,
  labelledBy,
  describedBy,
  testId,
  panelClassName = 'max-w-md bg-white',
  closeOnBackdrop = false,
  focusKey,
  children,
}: ModalDialogProps) {
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
      aria-describedby={describedBy}
      data-testid={testId}
      // Escape: let the state close it, so state and element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The opener may be gone (a menu item of a closed menu): then the focus simply stays on the page.
        if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
        returnFocusTo.current = null;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${panelClassName}`}
    >
      {isOpen ? children : null}
    </dialog>
  );
}
