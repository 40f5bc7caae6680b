'use client';
// Who is looking at the home page, for the spec §6 gates (favourites, pages beyond 1, AI recommendations). Accounts
// arrive with their own issue; until a session exists every visitor is signed out, and this is the one place to wire it.
export interface Viewer {
  isSignedIn: boolean;
  isPremium: boolean;
}

const signedOut: Viewer = { isSignedIn: false, isPremium: false };

export function useViewer(): Viewer {
  return signedOut;
}
