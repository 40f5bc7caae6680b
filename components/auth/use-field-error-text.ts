'use client';
// Translates a field error key of the shared schemas (usernameLength, emailInvalid, …); an unknown key, say from a
// newer server, still reads as a sentence ('invalid') rather than as the raw key.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('AuthFieldErrors');
  return useCallback((key: string | undefined) => (key === undefined ? undefined : t.has(key) ? t(key) : t('invalid')), [t]);
}
