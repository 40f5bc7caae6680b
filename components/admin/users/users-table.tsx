// The users list, titled 'Users (total)': a table from 768 px, and below it one card per user, so that no column
// (the Edit and Delete actions least of all) is out of sight on a phone.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';
import { UserCard } from './user-card';
import { UserRow } from './user-row';

const texts = adminTexts.users;
const headings = [texts.user, texts.contact, texts.status, texts.joined, texts.country, texts.job, texts.actions];

interface UsersTableProps {
  users: AdminUser[];
  total: number;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, total, onEdit, onDelete }: UsersTableProps) {
  return (
    <section aria-labelledby="users-table-title" className="rounded-2xl bg-white shadow-sm">
      <h2 id="users-table-title" className="px-4 pt-4 text-base font-semibold text-slate-900" data-testid="users-table-title">
        {texts.tableTitle(total)}
      </h2>
      <div className="hidden overflow-x-auto md:block">
        <table className="mt-3 w-full min-w-[56rem] text-left text-sm text-slate-700" data-testid="users-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
            <tr>{headings.map((heading) => <th key={heading} scope="col" className="px-4 py-2">{heading}</th>)}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => <UserRow key={user._id} user={user} onEdit={onEdit} onDelete={onDelete} />)}
          </tbody>
        </table>
      </div>
      {users.length > 0 ? (
        <ul className="grid gap-3 p-4 md:hidden" data-testid="user-cards">
          {users.map((user) => (
            <li key={user._id}>
              <UserCard user={user} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      ) : null}
      {users.length === 0 ? <p className="px-4 py-6 text-sm text-slate-500" data-testid="users-empty">{texts.empty}</p> : null}
    </section>
  );
}
