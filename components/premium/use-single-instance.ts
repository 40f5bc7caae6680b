'use client';
// True for the first mounted instance only: the plan modal may be mounted by more than one component (the Account
// menu today, the layout perhaps later), and one window event must open exactly one dialog.
import { useEffect, useId, useSyncExternalStore } from 'react';

const owners: string[] = [];
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSingleInstance(): boolean {
  const id = useId();
  useEffect(() => {
    owners.push(id);
    announce();
    return () => {
      const index = owners.indexOf(id);
      if (index !== -1) owners.splice(index, 1);
      announce();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => owners[0] === id, () => false);
}
