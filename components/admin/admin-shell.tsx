'use client';
// The frame of every admin page but the login: a fixed sidebar from md up, and below md a
// menu button opening the same sidebar as a slide-over (a modal <dialog>: focus stays inside, Escape closes it).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AdminNav } from './admin-nav';
import { useAdminSession } from './admin-session-context';
import { adminTexts } from './admin-texts';

const texts = adminTexts.shell;

export function AdminShell({ children }: { children: ReactNode }) {
  const { admin } = useAdminSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isMenuOpen && !dialog.open) dialog.showModal();
    else if (!isMenuOpen && dialog.open) dialog.close();
  }, [isMenuOpen]);

  return (
    <div className="min-h-dvh md:flex">
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white p-6 md:block" data-testid="admin-sidebar">
        <div className="sticky top-6 h-[calc(100dvh-3rem)]">
          <AdminNav />
        </div>
      </aside>
      <dialog ref={dialogRef} aria-label={texts.navLabel} data-testid="admin-mobile-menu"
        onCancel={(event) => { event.preventDefault(); setIsMenuOpen(false); }}
        onClick={(event) => { if (event.target === event.currentTarget) setIsMenuOpen(false); }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-6 backdrop:bg-slate-900/50">
        <button type="button" onClick={() => setIsMenuOpen(false)} data-testid="admin-menu-close"
          className="absolute right-4 top-4 rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label={texts.closeMenu}>
          ✕
        </button>
        {isMenuOpen ? <AdminNav onNavigate={() => setIsMenuOpen(false)} /> : null}
      </dialog>
      <div className="min-w-0 flex-1">
        <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8">
          <button type="button" onClick={() => setIsMenuOpen(true)} aria-expanded={isMenuOpen} data-testid="admin-menu-open"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 md:hidden">
            {texts.openMenu}
          </button>
          <p className="text-sm text-slate-600" data-testid="admin-welcome">{texts.welcome(admin?.nama || admin?.username || '')}</p>
        </header>
        <main id="admin-main" className="p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}
