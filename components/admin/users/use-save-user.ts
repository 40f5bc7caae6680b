'use client';
// Saving the edit form: on HTTP 200 done; otherwise the server's message in English, 'Failed to update user' for a
// refusal without a known one, or 'Server error' when no answer came.
import { useState } from 'react';
import { isApiClientError } from '@/lib/client/api-client-error';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';
import { adminErrorText, adminTexts } from '../admin-texts';
import { toUpdateBody, type UserEditValues } from './user-edit-values';

export function useSaveUser(userId: string, onSaved: (saved: UserEditValues) => void) {
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: UserEditValues) {
    setIsSaving(true);
    setError(null);
    try {
      await adminFetchJson(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'PUT', json: toUpdateBody(values) });
      onSaved(values);
    } catch (failure) {
      if (isApiClientError(failure)) setError(adminErrorText(failure, adminTexts.edit.failed));
      else setError(adminTexts.edit.serverError);
      setIsSaving(false);
    }
  }

  return { save, isSaving, error };
}
