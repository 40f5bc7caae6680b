// The Edit and Delete buttons of a user in the users list (a table row or a card), each naming its user for screen
// readers.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';

const texts = adminTexts.users;

interface UserActionsProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserActions({ user, onEdit, onDelete }: UserActionsProps) {
  return (
    <>
      <button type="button" onClick={() => onEdit(user)} data-testid="user-edit" aria-label={`${texts.edit} ${user.nama}`}
        className="mr-2 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50">{texts.edit}</button>
      <button type="button" onClick={() => onDelete(user)} data-testid="user-delete" aria-label={`${texts.delete} ${user.nama}`}
        className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50">{texts.delete}</button>
    </>
  );
}
