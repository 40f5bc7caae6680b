'use client';
// The users page: search, the list, the pager, and the edit and delete dialogs; both reload the list when done, and a
// save is confirmed above the list ('Saved the changes to …') until the next edit or delete.
import { useState } from 'react';
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { adminTexts } from '../admin-texts';
import { useAdminUsers } from './use-admin-users';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserEditModal } from './user-edit-modal';
import { UsersPagination } from './users-pagination';
import { UsersSearchForm } from './users-search-form';
import { UsersTable } from './users-table';

export function UsersView() {
  const users = useAdminUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const startEditing = (user: AdminUser) => {
    setNotice(null);
    setEditing(user);
  };
  const startDeleting = (user: AdminUser) => {
    setNotice(null);
    setDeleting(user);
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900" data-testid="admin-page-title">{adminTexts.users.title}</h1>
      <div className="space-y-3">
        <UsersSearchForm onSearch={users.applySearch} />
        {/* Always in the page, so that screen readers announce the confirmation when it appears. */}
        <div role="status">
          {notice ? (
            <p data-testid="users-notice" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">{notice}</p>
          ) : null}
        </div>
      </div>
      {users.data ? (
        <div aria-busy={users.isLoading} className="space-y-4">
          <UsersTable users={users.data.users} total={users.data.pagination.total} onEdit={startEditing} onDelete={startDeleting} />
          <UsersPagination pagination={users.data.pagination} onPage={users.setPage} />
        </div>
      ) : users.isLoading ? <LoadingSpinner label={adminTexts.loading} testId="admin-loading" /> : null}
      <UserEditModal user={editing} onClose={() => setEditing(null)}
        onSaved={(name) => { setEditing(null); setNotice(adminTexts.edit.saved(name)); void users.reload(); }} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); void users.reload(); }} />
    </div>
  );
}
