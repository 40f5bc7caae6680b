'use client';
// The guard's alert: 'Login Diperlukan', 'Anda harus login terlebih dahulu untuk mengakses halaman ini.'
// and OK, which goes to the home page of the current language and opens the login form there. An overlay rather than a top-layer <dialog>, so the
// login modal (opened when a session expires on a guarded page) always stays above it and can still be used.
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { openAuthModal } from './open-auth-modal';

export function LoginRequiredAlert() {
  const t = useTranslations('LoginRequired');
  const router = useRouter();
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    okRef.current?.focus();
  }, []);

  // The OK button is the alert's only control: Tab stays on it while the alert is shown.
  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      okRef.current?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" onKeyDown={keepFocus}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="login-required-title"
        aria-describedby="login-required-text"
        data-testid="login-required-alert"
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path strokeLinecap="round" d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </div>
        <h2 id="login-required-title" className="mt-4 text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p id="login-required-text" className="mt-2 text-sm text-slate-600">
          {t('text')}
        </p>
        <button
          ref={okRef}
          type="button"
          data-testid="login-required-ok"
          onClick={() => {
            router.push('/');
            openAuthModal('login');
          }}
          className="mt-6 w-full rounded-lg bg-blue-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-blue-800"
        >
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
