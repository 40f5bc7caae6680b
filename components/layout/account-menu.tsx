'use client';
// The signed-in Account dropdown: Premium upgrade (only for a free user: opens the plan modal), My account,
// Favorite, Logout. A menu button like the navigation dropdowns: arrows move, Escape and an outside click close it.
// It also mounts the plan modal, because every signed-in page has this menu and only signed-in users are offered plans.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { PlanModal } from '@/components/premium/plan-modal';
import { useSession } from '@/components/session/session-context';
import { Link } from '@/lib/i18n/navigation';
import { handleMenuKeys, menuItemsOf } from './menu-keys';
import { useDismiss } from './use-dismiss';
import { useLogOut } from '@/components/session/use-log-out';

const itemClassName =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800 focus-visible:bg-blue-50';

export function AccountMenu() {
  const t = useTranslations('Header');
  const { isPremium } = useSession();
  const logOut = useLogOut();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, isOpen, close);

  useEffect(() => {
    if (!isOpen || !focusFirstOnOpen.current) return;
    menuItemsOf(menuRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;
  }, [isOpen]);

  return (
    <>
      <div ref={containerRef} className="relative hidden md:block">
        <button
          ref={buttonRef}
          type="button"
          data-testid="account-menu-button"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls="account-menu"
          // A click from the keyboard (Enter, Space) has no pointer detail: move the focus into the menu as well.
          onClick={(event) => {
            focusFirstOnOpen.current = event.detail === 0;
            setIsOpen((wasOpen) => !wasOpen);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusFirstOnOpen.current = true;
              setIsOpen(true);
            }
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 aria-expanded:bg-slate-100"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 text-blue-700" fill="currentColor">
            <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
          </svg>
          {t('account')}
          {isPremium ? (
            <span data-testid="account-premium-badge" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t('premiumBadge')}
            </span>
          ) : null}
        </button>
        <ul
          ref={menuRef}
          id="account-menu"
          role="menu"
          aria-label={t('account')}
          hidden={!isOpen}
          data-testid="account-menu"
          onKeyDown={(event) => handleMenuKeys(event, menuRef.current, () => setIsOpen(false))}
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {isPremium ? null : (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                data-testid="account-upgrade"
                onClick={() => {
                  setIsOpen(false);
                  openPlanModal();
                }}
                className={`${itemClassName} font-semibold text-amber-700`}
              >
                {t('premiumUpgrade')}
              </button>
            </li>
          )}
          <li role="none">
            <Link href="/account" role="menuitem" data-testid="account-page-link" onClick={() => setIsOpen(false)} className={itemClassName}>
              {t('myAccount')}
            </Link>
          </li>
          <li role="none">
            <Link href="/favorite" role="menuitem" data-testid="account-favorite" onClick={() => setIsOpen(false)} className={itemClassName}>
              {t('favorite')}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              data-testid="account-logout"
              onClick={() => {
                setIsOpen(false);
                logOut();
              }}
              className={`${itemClassName} text-rose-700 hover:bg-rose-50 hover:text-rose-800`}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      </div>
      {/* Outside the menu's box, which is hidden below md: the phone's upgrade button opens this same modal. */}
      <PlanModal />
    </>
  );
}
