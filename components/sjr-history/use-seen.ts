'use client';
// Whether an element has come near the viewport yet (200 px ahead of it), observed once: what loads on sight (the
// history charts and chart.js with them) is asked for then, never with the page. Without IntersectionObserver it
// counts as seen at once.
import { type RefObject, useEffect, useRef, useState } from 'react';

export type SeenState = 'waiting' | 'observing' | 'seen';

export function useSeen<T extends Element>(): [RefObject<T | null>, SeenState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<SeenState>('waiting');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('seen');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('seen');
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    setState((current) => (current === 'waiting' ? 'observing' : current));
    return () => observer.disconnect();
  }, []);
  return [ref, state];
}
