'use client';
// The password input of the auth modal, with its show/hide toggle. The toggle is a real button with a pressed
// state (aria-pressed), reachable with Tab like any other control.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  testId: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  onChange: (value: string) => void;
}

export function PasswordField({ id, label, value, error, testId, autoComplete, hint, onChange }: PasswordFieldProps) {
  const t = useTranslations('AuthModal');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      id={id}
      name="password"
      label={label}
      type={isVisible ? 'text' : 'password'}
      value={value}
      error={error}
      hint={hint}
      testId={testId}
      required
      autoComplete={autoComplete}
      onChange={onChange}
      trailing={
        <button
          type="button"
          data-testid={`${testId}-toggle`}
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setIsVisible((wasVisible) => !wasVisible)}
          className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-sm font-medium text-blue-700 hover:text-blue-900"
        >
          {isVisible ? t('hidePassword') : t('showPassword')}
        </button>
      }
    />
  );
}
