// One user as a card, for screens narrower than 768 px where the seven columns of the table do not fit: the same facts
// as a row (name and @username, email and phone, plan, join date, country, job) with Edit and Delete in view.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts, jobLabel } from '../admin-texts';
import { formatDate } from './format-date';
import { UserActions } from './user-actions';
import { UserStatus } from './user-status';

const texts = adminTexts.users;
const term = 'text-xs font-medium uppercase tracking-wide text-slate-500';

interface UserCardProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserCard({ user, onEdit, onDelete }: UserCardProps) {
  return (
    <article data-testid="user-card" data-username={user.username} className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-medium text-slate-900" data-testid="user-card-name">{user.nama}</h3>
          <p className="break-all text-xs text-slate-500">@{user.username}</p>
        </div>
        <div className="shrink-0 text-right" data-testid="user-card-status">
          <UserStatus user={user} />
        </div>
      </div>
      <p className="mt-2 break-all">{user.email}</p>
      <p className="text-xs text-slate-500">{user.noHp || '-'}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <div className="min-w-0">
          <dt className={term}>{texts.joined}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>{texts.country}</dt>
          <dd className="break-words">{user.country || '-'}</dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>{texts.job}</dt>
          <dd data-testid="user-card-job">{jobLabel(user.job)}</dd>
        </div>
      </dl>
      <div className="mt-3 -ml-2 flex">
        <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
