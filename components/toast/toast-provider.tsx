'use client';
// Holds the visible toasts and removes each after 3.5 s. The
// same message raised twice in a row restarts its timer instead of stacking a copy.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ToastApi, ToastContext, type ToastTone } from './toast-context';
import { ToastViewport } from './toast-viewport';

export const TOAST_DURATION_MS = 3_500;

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((current) => {
        for (const duplicate of current.filter((toast) => toast.message === message)) {
          clearTimeout(timers.current.get(duplicate.id));
          timers.current.delete(duplicate.id);
        }
        return [...current.filter((toast) => toast.message !== message), { id, message, tone }];
      });
      timers.current.set(id, setTimeout(() => dismiss(id), TOAST_DURATION_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}
