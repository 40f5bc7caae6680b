'use client';
// The user edit form: name, email, phone, username, country, job, Premium, and 'Premium Expires At' only while
// Premium is checked; Save shows 'Saving...' (the spec's text) and is disabled while saving, and hands the saved name on.
import { type FormEvent, useMemo, useState } from 'react';
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { countryOptions } from '@/lib/shared/countries/country-options';
import { adminTexts, jobOptions } from '../admin-texts';
import { EditField } from './edit-field';
import { useSaveUser } from './use-save-user';
import { editValuesOf, type UserEditValues } from './user-edit-values';

const texts = adminTexts.edit;

interface UserEditFormProps {
  user: AdminUser;
  onCancel: () => void;
  onSaved: (name: string) => void;
}

export function UserEditForm({ user, onCancel, onSaved }: UserEditFormProps) {
  const [values, setValues] = useState<UserEditValues>(() => editValuesOf(user));
  const { save, isSaving, error } = useSaveUser(user._id, (saved) => onSaved(saved.nama.trim()));
  const set = <K extends keyof UserEditValues>(key: K) => (value: UserEditValues[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const countries = useMemo(() => {
    const options = countryOptions('en');
    // A country stored before the list existed stays selectable instead of being silently replaced.
    return values.country && !options.some((option) => option.value === values.country)
      ? [{ value: values.country, label: values.country }, ...options]
      : options;
  }, [values.country]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(values);
  }

  return (
    <form onSubmit={submit} className="space-y-3 p-6" data-testid="user-edit-form">
      <EditField id="user-edit-nama" label={texts.nama} value={values.nama} onChange={set('nama')} autoFocus />
      <EditField id="user-edit-email" type="email" label={texts.email} value={values.email} onChange={set('email')} />
      <EditField id="user-edit-noHp" type="tel" label={texts.noHp} value={values.noHp} onChange={set('noHp')} />
      <EditField id="user-edit-username" label={texts.username} value={values.username} onChange={set('username')} />
      <EditField id="user-edit-country" label={texts.country} value={values.country} onChange={set('country')}
        options={[<option key="" value="">{texts.chooseCountry}</option>, ...countries.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)]} />
      <EditField id="user-edit-job" label={texts.job} value={values.job} onChange={set('job')}
        options={[<option key="" value="">{texts.chooseJob}</option>, ...jobOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)]} />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" checked={values.isPremium} onChange={(event) => set('isPremium')(event.target.checked)}
          data-testid="user-edit-premium" className="size-4" />
        {texts.premium}
      </label>
      {values.isPremium ? (
        <EditField id="user-edit-expires" type="date" label={texts.premiumExpiresAt} value={values.premiumExpiresAt} onChange={set('premiumExpiresAt')} />
      ) : null}
      {error ? <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="user-edit-error">{error}</p> : null}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onCancel} data-testid="user-edit-cancel" className="rounded-lg border border-slate-300 px-4 py-2 text-sm">{texts.cancel}</button>
        <button type="submit" disabled={isSaving} data-testid="user-edit-save"
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60">
          {isSaving ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
