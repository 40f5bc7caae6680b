'use client';
// The auth modal's register view: name, email, phone (optional), username,
// password with show/hide, country (Indonesia first), job. Checked with the shared schema before sending; the API's
// field errors land by the same inputs, and a field showing an error is checked again as it changes (recheck-errors). On success the modal switches to login; on failure, a toast with the server's
// message or 'registerFailed', and the 'Gagal' alert.
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import { countryOptions } from '@/lib/shared/countries/country-options';
import type { Locale } from '@/lib/i18n/routing';
import { jobValues, registerSchema } from '@/lib/schemas/auth';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { FailureAlert } from './failure-alert';
import { type FieldErrors, fieldErrorsOfAnswer, fieldErrorsOfZod } from './field-errors';
import { PasswordField } from './password-field';
import { recheckErrors, type RegisterValues } from './recheck-errors';
import { SubmitButton } from './submit-button';
import { useFieldErrorText } from './use-field-error-text';
import { useServerMessage } from './use-server-message';

interface RegisterFormProps {
  onRegistered: (username: string, notice: string) => void;
}

const emptyForm: RegisterValues = { nama: '', email: '', noHp: '', username: '', password: '', country: '', job: '' };

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const t = useTranslations('AuthModal');
  const jobs = useTranslations('Jobs');
  const messages = useTranslations('AuthMessages');
  const errorText = useFieldErrorText();
  const serverMessage = useServerMessage();
  const toast = useToast();
  const locale = useLocale() as Locale;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const set = (name: keyof RegisterValues) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((current) => recheckErrors(current, next, name));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrorsOfZod(parsed.error));
    if (!parsed.success) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      const answer = await fetchJson<{ message: string }>('/api/auth/register', {
        method: 'POST',
        json: parsed.data,
        token: null,
      });
      const notice = messages.has(answer.message) ? messages(answer.message) : messages('registerSuccess');
      toast.show(notice, 'success');
      onRegistered(parsed.data.username, notice);
    } catch (error) {
      if (isApiClientError(error)) setErrors(fieldErrorsOfAnswer(error.body));
      toast.show(serverMessage(error, messages('registerFailed')), 'error');
      setFailure(serverMessage(error, t('genericError')));
      setIsSubmitting(false);
    }
  };

  const textProps = (name: keyof RegisterValues, id: string) => ({
    id,
    name,
    testId: id,
    value: values[name],
    error: errorText(errors[name]),
    onChange: set(name),
  });
  const choiceProps = (name: keyof RegisterValues, id: string) => ({
    id,
    name,
    testId: id,
    value: values[name],
    error: errorText(errors[name]),
    onChange: set(name),
    required: true,
    textSize: 'responsive' as const,
  });

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="register-form" className="space-y-4">
      <FailureAlert message={failure} />
      <TextField {...textProps('nama', 'register-name')} label={t('name')} autoComplete="name" required isAutofocus />
      <TextField {...textProps('email', 'register-email')} label={t('email')} type="email" autoComplete="email" required />
      <TextField {...textProps('noHp', 'register-phone')} label={t('phoneOptional')} type="tel" autoComplete="tel" />
      <TextField
        {...textProps('username', 'register-username')}
        label={t('username')}
        hint={t('usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField
        id="register-password"
        label={t('password')}
        value={values.password}
        error={errorText(errors.password)}
        hint={t('passwordHint')}
        testId="register-password"
        autoComplete="new-password"
        onChange={set('password')}
      />
      <SelectField {...choiceProps('country', 'register-country')} label={t('country')} allLabel={t('chooseCountry')} options={countries} />
      <SelectField
        {...choiceProps('job', 'register-job')}
        label={t('job')}
        allLabel={t('chooseJob')}
        options={jobValues.map((job) => ({ value: job, label: jobs(job) }))}
      />
      <SubmitButton testId="register-submit" isBusy={isSubmitting} label={t('registerSubmit')} busyLabel={t('loading')} />
    </form>
  );
}
