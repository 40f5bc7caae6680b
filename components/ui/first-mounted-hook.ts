'use client';
// A hook that is true in the first mounted component using it and false in every other, for what a page must show or
// do once however many components offer it; when that component unmounts, the next one mounted takes over. Each call
// of firstMountedHook() makes a hook with its own list, so two purposes never share an owner.
import { useEffect, useId, useSyncExternalStore } from 'react';

export function firstMountedHook(): () => boolean {
  const owners: string[] = [];
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return function useFirstMounted(): boolean {
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
  };
}
