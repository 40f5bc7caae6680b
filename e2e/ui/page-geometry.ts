// Where things are on a page, for the tests of what covers what: the visible text and controls under an element's
// box, and which element a click at a point reaches.
import type { Locator, Page } from '@playwright/test';

export const phone = { width: 375, height: 667 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The visible text and controls whose boxes meet the box of `cover` (itself and what it holds left out), each as
 * 'TAG: text'. Text read only by screen readers (a 1 px box) and hidden elements do not count, nor the part of the
 * page scrolled under the sticky header (the header hides it, whatever sits there).
 */
export function contentUnder(cover: Locator): Promise<string[]> {
  return cover.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('[data-testid="site-header"]');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    let current: Node | null = null;
    const meets = (rect: DOMRect) => {
      const top = current && header?.contains(current) ? rect.top : Math.max(rect.top, headerBottom);
      return rect.width > 1 && rect.height > 1 && rect.left < box.right && box.left < rect.right && top < box.bottom && box.top < rect.bottom && top < rect.bottom;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      current = node;
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || element.contains(parent) || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Text for screen readers only: its box is 1 px, though its glyphs' rectangles run past it (clipped, unseen).
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets)) found.push(`${parent.tagName}: ${text.slice(0, 60)}`);
    }
    for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="button"]')) {
      current = control;
      if (element.contains(control) || control.contains(element)) continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (meets(control.getBoundingClientRect())) found.push(`${control.tagName}: ${control.textContent?.trim().slice(0, 60) ?? ''}`);
    }
    return found;
  });
}

/**
 * Whether `element` is what a pointer reaches at its centre, as if it took pointer events: false when something is
 * stacked above it there (a dialog's backdrop, an overlay).
 */
export function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const own = (target as HTMLElement).style.pointerEvents;
    (target as HTMLElement).style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    (target as HTMLElement).style.pointerEvents = own;
    return hit !== null && target.contains(hit);
  });
}

export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) <= 1,
  );
}
