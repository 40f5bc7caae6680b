'use client';
// Whether a CSS media query matches, kept current as the window changes (a phone turned, a window resized). Undefined
// on the server and while the page hydrates (the server cannot know the window), so a caller renders what CSS alone
// can choose between; the real value follows at once.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(subscribe, () => window.matchMedia(query).matches, () => undefined);
}

/** Tailwind's `md` breakpoint, where the list pages show a table instead of cards. */
export const WIDE_QUERY = '(min-width: 768px)';
