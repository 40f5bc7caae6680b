'use client';
// The token-expired event (raised by the API client on a 401 for a signed-in user, or by anything else)
// clears the session, shows 'Sesi Anda telah berakhir, silakan login kembali' and opens the login modal.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { useToast } from '@/components/toast/toast-context';
import { TOKEN_EXPIRED_EVENT, clearSession, readStoredSession } from '@/lib/client/session-storage';

export function useTokenExpiredNotice(): void {
  const t = useTranslations('Session');
  const toast = useToast();

  useEffect(() => {
    function handleExpiry() {
      if (readStoredSession().token !== null) clearSession();
      toast.show(t('expired'), 'info');
      openAuthModal('login');
    }
    window.addEventListener(TOKEN_EXPIRED_EVENT, handleExpiry);
    return () => window.removeEventListener(TOKEN_EXPIRED_EVENT, handleExpiry);
  }, [t, toast]);
}
