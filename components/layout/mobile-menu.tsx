'use client';
// The header below the md breakpoint: a hamburger button opening a panel with the same items as the
// desktop bar, dropdowns shown as labelled groups, and the account block (login, or upgrade, favourites and logout).
import { useCallback, useRef, useState } from 'react';
import { MobileAccountSection } from './mobile-account-section';
import type { NavEntry } from './nav-items';
import { NavLink } from './nav-link';
import { useDismiss } from './use-dismiss';

export interface MobileMenuLabels {
  openMenu: string;
  closeMenu: string;
  navigation: string;
}

const panelId = 'mobile-menu';
const linkClassName =
  'block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-700';

export function MobileMenu({ entries, labels }: { entries: NavEntry[]; labels: MobileMenuLabels }) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, isOpen, close);
  const closeMenu = () => setIsOpen(false);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        data-testid="mobile-menu-button"
        aria-label={isOpen ? labels.closeMenu : labels.openMenu}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {isOpen ? (
            <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          ) : (
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        data-testid="mobile-menu"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <nav aria-label={labels.navigation} className="px-4 py-3">
          <ul className="space-y-1">
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.testId}>
                  <NavLink {...entry} testId={`mobile-${entry.testId}`} className={linkClassName} onNavigate={closeMenu} />
                </li>
              ) : (
                <li key={entry.testId} className="pt-2">
                  <p id={`mobile-${entry.id}-label`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {entry.label}
                  </p>
                  <ul aria-labelledby={`mobile-${entry.id}-label`} className="space-y-1 border-l border-slate-200 pl-2 ml-3">
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <NavLink {...item} testId={`mobile-${item.testId}`} className={linkClassName} onNavigate={closeMenu} />
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
        <MobileAccountSection onNavigate={closeMenu} />
      </div>
    </div>
  );
}
