'use client';
// The sidebar's contents, shared by the desktop column and the mobile slide-over: Dashboard and Users links (the
// current one marked), the admin's initial and name, and Sign out.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from '@/lib/admin/client/admin-paths';
import { useAdminSession } from './admin-session-context';
import { adminTexts } from './admin-texts';

const texts = adminTexts.shell;
const links = [
  { href: ADMIN_DASHBOARD_PATH, label: texts.dashboard, testId: 'admin-nav-dashboard' },
  { href: '/masuk404/users', label: texts.users, testId: 'admin-nav-users' },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  // `/masuk404` itself shows the dashboard.
  return pathname === href || (href.endsWith('/dashboard') && pathname.replace(/\/$/, '') === '/masuk404');
}

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { admin, logOut } = useAdminSession();
  const pathname = usePathname();
  const router = useRouter();
  const name = admin?.nama || admin?.username || '';
  const initial = (admin?.username || name).charAt(0).toUpperCase();

  return (
    <div className="flex h-full flex-col gap-6">
      <p className="text-lg font-bold text-blue-800">{adminTexts.brand}</p>
      <nav aria-label={texts.navLabel}>
        <ul className="space-y-1">
          {links.map((link) => {
            const current = isCurrent(pathname, link.href);
            return (
              <li key={link.href}>
                <Link href={link.href} onClick={onNavigate} data-testid={link.testId} aria-current={current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${current ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-auto space-y-3 border-t border-slate-200 pt-4">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" data-testid="admin-initial"
            className="flex size-9 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white">
            {initial}
          </span>
          <span className="text-sm font-medium text-slate-800" data-testid="admin-name">{name}</span>
        </div>
        <button type="button" data-testid="admin-sign-out"
          onClick={() => { logOut(); router.replace(ADMIN_LOGIN_PATH); }}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          {texts.signOut}
        </button>
      </div>
    </div>
  );
}
