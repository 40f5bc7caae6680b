'use client';
// The modal <dialog> on top (the last one opened with showModal() and still open), or null. While one is open, the
// rest of the page is inert and under its backdrop: whatever must stay usable then (the toasts) goes inside it.
import { useEffect, useState } from 'react';

export function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    // In the order they were opened: the top layer stacks the last one shown above the others.
    let opened: HTMLDialogElement[] = [];
    const update = () => {
      const modal = Array.from(document.querySelectorAll('dialog')).filter((dialog) => dialog.matches(':modal'));
      opened = [...opened.filter((dialog) => modal.includes(dialog)), ...modal.filter((dialog) => !opened.includes(dialog))];
      setTop(opened.at(-1) ?? null);
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);

  return top;
}
