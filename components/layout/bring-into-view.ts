'use client';
// Brings a part of the page that has just changed (the results after a search) into view when it starts in the lower
// half of the window or below it, as on a phone, where the search form fills the screen. Its top lands under the sticky
// header (html's scroll-padding-top in app/globals.css); the scroll is smooth unless the visitor asks for less motion.
export function bringIntoView(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top < window.innerHeight / 2) return;
  const lessMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: lessMotion ? 'auto' : 'smooth' });
}

/** Brings the top of a block whose content was replaced (another page of results) back into view when it is above the
 * window, so the new page is read from its start. */
export function bringTopIntoView(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top >= 0) return;
  const lessMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: lessMotion ? 'auto' : 'smooth' });
}
