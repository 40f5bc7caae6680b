'use client';
// The auth modal's login view (username and password required). On success the session is saved and
// the modal closes; on failure, a toast with the server's message or 'loginFailed', and the 'Gagal' alert.
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { fetchJson } from '@/lib/client/fetch-json';
import { loginSchema } from '@/lib/schemas/auth';
import { FailureAlert } from './failure-alert';
import { type FieldErrors, fieldErrorsOfZod } from './field-errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from './use-field-error-text';
import { useServerMessage } from './use-server-message';

interface LoginAnswer {
  token: string;
  isPremium: boolean;
}

interface LoginFormProps {
  initialUsername: string;
  /** Shown above the form after a successful registration. */
  notice: string | null;
  onLoggedIn: () => void;
}

export function LoginForm({ initialUsername, notice, onLoggedIn }: LoginFormProps) {
  const t = useTranslations('AuthModal');
  const errorText = useFieldErrorText();
  const messages = useTranslations('AuthMessages');
  const serverMessage = useServerMessage();
  const toast = useToast();
  const session = useSession();
  const [values, setValues] = useState({ username: initialUsername, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrorsOfZod(parsed.error));
    if (!parsed.success) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      // No token: a stale one must not be sent along, and this call's 401 means wrong credentials, not an expiry.
      const answer = await fetchJson<LoginAnswer>('/api/auth/login', { method: 'POST', json: parsed.data, token: null });
      session.login(answer.token, answer.isPremium === true);
      toast.show(t('loginSuccess'), 'success');
      onLoggedIn();
    } catch (error) {
      toast.show(serverMessage(error, messages('loginFailed')), 'error');
      setFailure(serverMessage(error, t('genericError')));
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="login-form" className="space-y-4">
      {notice ? (
        <p role="status" data-testid="auth-notice" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {notice}
        </p>
      ) : null}
      <FailureAlert message={failure} />
      <TextField
        id="login-username"
        name="username"
        label={t('username')}
        value={values.username}
        error={errorText(errors.username)}
        testId="login-username"
        isAutofocus
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(username) => setValues({ ...values, username })}
      />
      <PasswordField
        id="login-password"
        label={t('password')}
        value={values.password}
        error={errorText(errors.password)}
        testId="login-password"
        autoComplete="current-password"
        onChange={(password) => setValues({ ...values, password })}
      />
      <SubmitButton testId="login-submit" isBusy={isSubmitting} label={t('loginSubmit')} busyLabel={t('loading')} />
    </form>
  );
}
