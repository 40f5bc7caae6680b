'use client';
// The delete confirmation with Cancel and Delete; once the user is removed, the list reloads. Cancel has the first
// focus, so Enter on an opened dialog never deletes by accident. A failure is only logged, and the dialog closes.
import { useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';

const texts = adminTexts.remove;

export function UserDeleteDialog({ user, onClose, onDeleted }: { user: AdminUser | null; onClose: () => void; onDeleted: () => void }) {
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirm(target: AdminUser) {
    setIsDeleting(true);
    try {
      await adminFetchJson(`/api/admin/users/${encodeURIComponent(target._id)}`, { method: 'DELETE' });
      onDeleted();
    } catch (error) {
      console.error('Admin user delete failed', error);
      onClose();
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <ModalDialog isOpen={user !== null} onClose={onClose} labelledBy="user-delete-title" testId="user-delete-dialog">
      {user ? (
        <div className="space-y-4 p-6">
          <h2 id="user-delete-title" className="text-lg font-semibold">{texts.title}</h2>
          <p className="text-sm text-slate-700" data-testid="user-delete-message">{texts.confirm(user.nama)}</p>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onClose} data-autofocus data-testid="user-delete-cancel" className="rounded-lg border border-slate-300 px-4 py-2 text-sm">
              {texts.cancel}
            </button>
            <button type="button" disabled={isDeleting} onClick={() => void confirm(user)} data-testid="user-delete-confirm"
              className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              {texts.delete}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
