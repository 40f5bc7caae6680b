'use client';
// A section's load failure: what failed, and Try again (a refused session has already ended with its own notice).
import { useTranslations } from 'next-intl';

export function LoadFailure({ message, testId, onRetry }: { message: string; testId: string; onRetry: () => void }) {
  const t = useTranslations('Account');
  return (
    <div role="alert" data-testid={testId} className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-4">
        {t('retry')}
      </button>
    </div>
  );
}
