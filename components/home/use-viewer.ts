'use client';
// Who is looking at the home page, for its gates (favourites, pages beyond 1, AI recommendations): read from
// the user session. While the session loads the viewer counts as signed out (the gates then ask to log in, never
// wrongly let through: the server checks page 2+ again anyway).
import { useSession } from '@/components/session/session-context';

export interface Viewer {
  isSignedIn: boolean;
  isPremium: boolean;
}

export function useViewer(): Viewer {
  const { isAuthenticated, isPremium } = useSession();
  return { isSignedIn: isAuthenticated, isPremium: isAuthenticated && isPremium };
}
