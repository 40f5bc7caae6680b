'use client';
// The user edit form in an accessible modal; a save closes it, the list reloads and the page confirms it.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminTexts } from '../admin-texts';
import { UserEditForm } from './user-edit-form';

interface UserEditModalProps {
  user: AdminUser | null;
  onClose: () => void;
  /** Called with the saved name. */
  onSaved: (name: string) => void;
}

export function UserEditModal({ user, onClose, onSaved }: UserEditModalProps) {
  return (
    <ModalDialog isOpen={user !== null} onClose={onClose} labelledBy="user-edit-title" testId="user-edit-modal">
      {user ? (
        <>
          <h2 id="user-edit-title" className="px-6 pt-6 text-lg font-semibold">{adminTexts.edit.title}</h2>
          {/* Keyed by user: opening another user starts from that user's values. */}
          <UserEditForm key={user._id} user={user} onCancel={onClose} onSaved={onSaved} />
        </>
      ) : null}
    </ModalDialog>
  );
}
