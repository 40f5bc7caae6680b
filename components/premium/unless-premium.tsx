'use client';
// Shows its content to everyone but a premium user (an offer to subscribe is noise to one who has): as the cached
// HTML shows it while the session loads, hidden once the stored session says premium.
import type { ReactNode } from 'react';
import { useSession } from '@/components/session/session-context';

export function UnlessPremium({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, isPremium } = useSession();
  if (!loading && isAuthenticated && isPremium) return null;
  return <>{children}</>;
}
