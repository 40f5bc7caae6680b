// Admin users at /masuk404/users: search, list, edit and delete users.
import { UsersView } from '@/components/admin/users/users-view';

export default function AdminUsersPage() {
  return <UsersView />;
}
