'use client';
// A header link that marks itself as the current page (aria-current) so it can be styled and announced.
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isCurrentPath, type NavLinkItem } from './nav-items';

interface NavLinkProps extends NavLinkItem {
  className: string;
  role?: 'menuitem';
  onNavigate?: () => void;
}

export function NavLink({ href, label, testId, className, role, onNavigate }: NavLinkProps) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      role={role}
      data-testid={testId}
      aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}
      className={className}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}
