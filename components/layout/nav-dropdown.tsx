'use client';
// A header dropdown (Predatory Journal, New Scopus Journal) following the WAI-ARIA menu button pattern: the button
// opens it by click, Enter, Space or the arrow keys; arrows, Home and End move between items; Escape, Tab and an
// outside click close it.
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { handleMenuKeys, menuItemsOf } from './menu-keys';
import { isCurrentPath, type NavMenu } from './nav-items';
import { NavLink } from './nav-link';
import { useDismiss } from './use-dismiss';

type FocusTarget = 'first' | 'last' | null;

export function NavDropdown({ id, label, testId, items }: NavMenu) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<FocusTarget>(null);
  const pathname = usePathname();
  const menuId = `${id}-menu`;
  const containsCurrentPage = items.some((item) => isCurrentPath(pathname, item.href));

  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, isOpen, close);

  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    const elements = menuItemsOf(menuRef.current);
    (focusOnOpen.current === 'first' ? elements[0] : elements.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [isOpen]);

  function open(focusTarget: FocusTarget) {
    focusOnOpen.current = focusTarget;
    setIsOpen(true);
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        data-current={containsCurrentPage || undefined}
        // A click from the keyboard (Enter, Space) has no pointer detail: move the focus into the menu as well.
        onClick={(event) => (isOpen ? close(false) : open(event.detail === 0 ? 'first' : null))}
        onKeyDown={handleButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 data-current:text-blue-700"
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!isOpen}
        data-testid={`${testId}-menu`}
        onKeyDown={(event) => handleMenuKeys(event, menuRef.current, () => setIsOpen(false))}
        className="absolute left-0 top-full z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href} role="none">
            <NavLink
              {...item}
              role="menuitem"
              onNavigate={() => setIsOpen(false)}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800 focus-visible:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-700"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
