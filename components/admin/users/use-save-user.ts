'use client';
// Spec §4 Admin user edit: saving, then on HTTP 200 done; otherwise the server's message, 'Failed to update user'
// for a non-200 answer without one, or 'Server error' when no answer came.
import { useState } from 'react';
import { AdminApiError, adminFetch } from '@/lib/admin/client/admin-fetch';
import { adminTexts } from '../admin-texts';
import { toUpdateBody, type UserEditValues } from './user-edit-values';

export function useSaveUser(userId: string, onSaved: () => void) {
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: UserEditValues) {
    setIsSaving(true);
    setError(null);
    try {
      await adminFetch(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'PUT', json: toUpdateBody(values) });
      onSaved();
    } catch (failure) {
      if (failure instanceof AdminApiError) setError(failure.serverMessage ?? adminTexts.edit.failed);
      else setError(adminTexts.edit.serverError);
      setIsSaving(false);
    }
  }

  return { save, isSaving, error };
}
