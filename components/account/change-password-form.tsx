'use client';
// The password change: current password, the new one twice. Checked with the shared schema (and, once the profile
// is known, that the new one is not the username) before sending; the server checks all of it again. The API's field
// errors land by their inputs. On success the answer's token becomes the session's (every other session has ended)
// and the form empties; on failure, a toast and the alert with the server's message.
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '@/components/auth/failure-alert';
import { type FieldErrors, fieldErrorsOfAnswer, fieldErrorsOfZod } from '@/components/auth/field-errors';
import { PasswordField } from '@/components/auth/password-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useFieldErrorText } from '@/components/auth/use-field-error-text';
import { useServerMessage } from '@/components/auth/use-server-message';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { SectionCard } from '@/components/ui/section-card';
import type { ChangePasswordResult } from '@/lib/accounts/auth/change-password';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import { changePasswordSchema, isPasswordOfUsername } from '@/lib/schemas/auth';

const emptyForm = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };
type PasswordValues = typeof emptyForm;

/** `username`: the account's, once the profile is known, for the rule that the password may not be the username. */
export function ChangePasswordForm({ username }: { username: string | null }) {
  const t = useTranslations('Account');
  const auth = useTranslations('AuthModal');
  const errorText = useFieldErrorText();
  const serverMessage = useServerMessage();
  const toast = useToast();
  const session = useSession();
  const [values, setValues] = useState<PasswordValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const validate = (): FieldErrors | null => {
    const parsed = changePasswordSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOfZod(parsed.error);
    if (!found.newPassword && isPasswordOfUsername(values.newPassword, username)) found.newPassword = 'passwordEqualsUsername';
    return Object.keys(found).length > 0 ? found : null;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate();
    setErrors(invalid ?? {});
    setIsDone(false);
    if (invalid) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      const answer = await fetchJson<ChangePasswordResult>('/api/auth/password', { method: 'POST', json: values });
      session.login(answer.token, answer.isPremium === true);
      setValues(emptyForm);
      setIsDone(true);
      toast.show(t('passwordChanged'), 'success');
    } catch (error) {
      // A refused session has already ended, with its own notice and the login modal (fetch-json.ts).
      if (isApiClientError(error) && error.status === 401) return;
      if (isApiClientError(error)) setErrors(fieldErrorsOfAnswer(error.body));
      toast.show(serverMessage(error, t('passwordChangeFailed')), 'error');
      setFailure(serverMessage(error, auth('genericError')));
    } finally {
      setIsSubmitting(false);
    }
  };

  const field = (name: keyof PasswordValues, id: string) => ({
    id,
    testId: id,
    value: values[name],
    error: errorText(errors[name]),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <SectionCard id="account-password-heading" title={t('passwordHeading')} testId="account-password">
      <p className="text-sm text-slate-600">{t('passwordText')}</p>
      <form noValidate onSubmit={handleSubmit} data-testid="password-form" className="mt-4 max-w-md space-y-4">
        {/* For password managers: which account the new password belongs to. */}
        {username ? <input type="text" name="username" autoComplete="username" value={username} readOnly hidden /> : null}
        {isDone ? (
          <p role="status" data-testid="password-changed" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t('passwordChanged')}
          </p>
        ) : null}
        <FailureAlert message={failure} />
        <PasswordField {...field('currentPassword', 'password-current')} label={t('currentPassword')} autoComplete="current-password" />
        <PasswordField
          {...field('newPassword', 'password-new')}
          label={t('newPassword')}
          hint={auth('passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField {...field('newPasswordRepeat', 'password-repeat')} label={t('newPasswordRepeat')} autoComplete="new-password" />
        <SubmitButton testId="password-submit" isBusy={isSubmitting} label={t('passwordSubmit')} busyLabel={t('passwordSaving')} />
      </form>
    </SectionCard>
  );
}
