// The user area's fetcher (SWR hooks and plain calls alike): the signed-in user's token as `x-auth-token` (and as
// `Authorization: Bearer` with `useBearer`). A 401 ends the session everywhere (cleared, and the expiry announced so
// the login opens), but only while the refused token is still the session's: an answer to an older token (a call sent
// before a new login) must not end the new session, and several refused calls in flight announce the expiry once.
import { createFetchJson, type TokenSource } from './create-fetch-json';
import { announceTokenExpired, clearSession, readStoredSession } from './session-storage';

export const userTokenSource: TokenSource = {
  header: 'x-auth-token',
  read: () => (typeof window === 'undefined' ? null : readStoredSession().token),
  onUnauthorized(sentToken) {
    if (!sentToken || readStoredSession().token !== sentToken) return;
    clearSession();
    announceTokenExpired();
  },
};

export const fetchJson = createFetchJson(userTokenSource);
