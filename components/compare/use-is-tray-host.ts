'use client';
// The compare tray is shown once per page, by the first mounted component that offers it (every compare toggle
// does), so a page with fifty cards has one tray and a page without toggles none, without touching the layout. When
// that component unmounts, the next one takes over.
import { useEffect, useId, useSyncExternalStore } from 'react';

const hosts: string[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsTrayHost(): boolean {
  const id = useId();
  useEffect(() => {
    hosts.push(id);
    notify();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === id,
    () => false,
  );
}
