// The browser's copy of the user session: localStorage keys `token` and `isPremium` ('true'/'false'; premium only
// counts with a token), read by the API client on every call and by the session store; a change is announced to both.
// Storage can be unavailable (private modes, disabled cookies): then the session simply lasts as long as the page.
export const TOKEN_KEY = 'token';
export const PREMIUM_KEY = 'isPremium';
/** Raised on a 401 for a signed-in user; the session store clears itself and opens the login modal. */
export const TOKEN_EXPIRED_EVENT = 'token-expired';
const SESSION_CHANGE_EVENT = 'jf:session-change';

export interface StoredSession {
  token: string | null;
  isPremium: boolean;
}

// Kept in memory too, so a session still works for this page when localStorage refuses to write.
const memory = new Map<string, string>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeItem(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the in-memory copy above serves this page.
  }
}

/** No session: also what the server renders with, the same object so that hydration finds nothing changed. */
export const noStoredSession: StoredSession = { token: null, isPremium: false };

let snapshot: StoredSession = noStoredSession;

/** The stored session; the same object while nothing changed (useSyncExternalStore compares by identity). */
export function readStoredSession(): StoredSession {
  const token = readItem(TOKEN_KEY) || null;
  const isPremium = token !== null && readItem(PREMIUM_KEY) === 'true';
  if (snapshot.token !== token || snapshot.isPremium !== isPremium) snapshot = { token, isPremium };
  return snapshot;
}

function announceChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function saveSession(token: string, isPremium: boolean): void {
  writeItem(TOKEN_KEY, token);
  writeItem(PREMIUM_KEY, String(isPremium));
  announceChange();
}

export function savePremium(isPremium: boolean): void {
  writeItem(PREMIUM_KEY, String(isPremium));
  announceChange();
}

export function clearSession(): void {
  writeItem(TOKEN_KEY, null);
  writeItem(PREMIUM_KEY, null);
  announceChange();
}

/** Calls `listener` when this page or another tab (the `storage` event) changes the session. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === PREMIUM_KEY) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function announceTokenExpired(): void {
  window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT));
}
