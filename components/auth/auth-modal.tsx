'use client';
// The login/register modal, mounted by AuthModalHost (in the [lang] layout) at the first `jf:open-auth` event and
// opened again by each later one ({ view }). After a register the view switches to login with the username filled in; after a
// login it closes. A signed-in user is not asked to log in again (an About or Pricing button, say).
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { AuthView } from '@/components/session/open-auth-modal';
import { LoginForm } from './login-form';
import { ModalDialog } from '../ui/modal-dialog';
import { RegisterForm } from './register-form';
import { useOpenAuthEvent } from './use-open-auth-event';
import { CloseButton } from '@/components/ui/close-button';

/** Mounted by AuthModalHost at the first request, open on `initialView`. */
export function AuthModal({ initialView }: { initialView: AuthView }) {
  const t = useTranslations('AuthModal');
  const [isOpen, setIsOpen] = useState(true);
  const [view, setView] = useState<AuthView>(initialView);
  const [registered, setRegistered] = useState<{ username: string; notice: string } | null>(null);

  useOpenAuthEvent(
    useCallback((requested: AuthView) => {
      setView(requested);
      setRegistered(null);
      setIsOpen(true);
    }, []),
  );

  const close = () => setIsOpen(false);
  const switchTo = (next: AuthView) => {
    setRegistered(null);
    setView(next);
  };

  return (
    <ModalDialog isOpen={isOpen} onClose={close} labelledBy="auth-modal-title" testId="auth-modal" focusKey={view}>
      <div className="p-6 sm:p-8" data-view={view}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="auth-modal-title" data-testid="auth-modal-title" className="text-xl font-bold tracking-tight text-slate-900">
              {view === 'login' ? t('loginTitle') : t('registerTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{view === 'login' ? t('loginSubtitle') : t('registerSubtitle')}</p>
          </div>
          <CloseButton testId="auth-modal-close" label={t('close')} onClick={close} />
        </div>
        <div className="mt-6">
          {view === 'login' ? (
            <LoginForm
              key={registered?.username ?? 'login'}
              initialUsername={registered?.username ?? ''}
              notice={registered?.notice ?? null}
              onLoggedIn={close}
            />
          ) : (
            <RegisterForm
              onRegistered={(username, notice) => {
                setRegistered({ username, notice });
                setView('login');
              }}
            />
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {view === 'login' ? t('noAccount') : t('haveAccount')}{' '}
          <button
            type="button"
            data-testid={view === 'login' ? 'auth-switch-to-register' : 'auth-switch-to-login'}
            onClick={() => switchTo(view === 'login' ? 'register' : 'login')}
            className="rounded font-semibold text-blue-700 underline-offset-4 hover:underline"
          >
            {view === 'login' ? t('switchToRegister') : t('switchToLogin')}
          </button>
        </p>
      </div>
    </ModalDialog>
  );
}
