// Every admin page but the login: the gate (spinner, then the page or the login) and the sidebar frame.
import type { ReactNode } from 'react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminShell } from '@/components/admin/admin-shell';

export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return (
    <AdminGate>
      <AdminShell>{children}</AdminShell>
    </AdminGate>
  );
}
