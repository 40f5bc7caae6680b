'use client';
// A failed login or register shows an error alert titled 'Gagal' with the server's message, or 'Terjadi
// kesalahan, coba lagi!' when there is none. Inside the modal (role=alert), so it is read out and seen above the backdrop.
import { useTranslations } from 'next-intl';

export function FailureAlert({ message }: { message: string | null }) {
  const t = useTranslations('AuthModal');
  if (!message) return null;
  return (
    <div role="alert" data-testid="auth-failure" className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <p className="font-semibold">{t('failureTitle')}</p>
      <p data-testid="auth-failure-message" className="mt-0.5">
        {message}
      </p>
    </div>
  );
}
