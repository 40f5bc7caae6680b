'use client';
// Who is looking at the home page, for its gates (favourites, pages beyond 1, AI recommendations): read from
// the user session. While the session loads the viewer counts as signed out (the gates then ask to log in, never
// wrongly let through: the server checks page 2+ again anyway); `isKnown` says when the stored session has been read,
// so a page asked for by the address is only refused once it is.
import { useSession } from '@/components/session/session-context';

export interface Viewer {
  isKnown: boolean;
  isSignedIn: boolean;
  isPremium: boolean;
}

export function useViewer(): Viewer {
  const { isAuthenticated, isPremium, loading } = useSession();
  return { isKnown: !loading, isSignedIn: isAuthenticated, isPremium: isAuthenticated && isPremium };
}
