// Keyboard moves inside an open menu (WAI-ARIA menu button pattern), shared by the navigation dropdowns and the
// Account menu: arrows wrap around, Home and End jump, Tab leaves the menu and closes it.
import type { KeyboardEvent } from 'react';

export function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function handleMenuKeys(event: KeyboardEvent<HTMLElement>, menu: HTMLElement | null, close: () => void): void {
  const elements = menuItemsOf(menu);
  const index = elements.indexOf(document.activeElement as HTMLElement);
  const moves: Record<string, number> = {
    ArrowDown: (index + 1) % elements.length,
    ArrowUp: (index - 1 + elements.length) % elements.length,
    Home: 0,
    End: elements.length - 1,
  };
  if (event.key in moves) {
    event.preventDefault();
    elements[moves[event.key]]?.focus();
  } else if (event.key === 'Tab') {
    close();
  }
}
