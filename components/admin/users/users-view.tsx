'use client';
// The users page: search, the table, the pager, and the edit and delete dialogs; both reload the list when done.
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

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900" data-testid="admin-page-title">{adminTexts.users.title}</h1>
      <UsersSearchForm onSearch={users.applySearch} />
      {users.data ? (
        <div aria-busy={users.isLoading} className="space-y-4">
          <UsersTable users={users.data.users} total={users.data.pagination.total} onEdit={setEditing} onDelete={setDeleting} />
          <UsersPagination pagination={users.data.pagination} onPage={users.setPage} />
        </div>
      ) : users.isLoading ? <LoadingSpinner label={adminTexts.loading} testId="admin-loading" /> : null}
      <UserEditModal user={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void users.reload(); }} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); void users.reload(); }} />
    </div>
  );
}
