// The browser session's tracking id (a timestamp plus a random string, kept in sessionStorage). It is also
// mirrored in a session cookie so that every tab of one browser session shares it and counts once as a visitor.
const storageKey = 'sessionId';
const cookieName = 'jf_sid';
const validId = /^[A-Za-z0-9_-]{8,64}$/;

function readCookie(): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  const value = match?.slice(cookieName.length + 1);
  return value && validId.test(value) ? value : undefined;
}

function newSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 12);
  return `${Date.now().toString(36)}-${random}`;
}

export function getBrowserSessionId(): string {
  let id: string | undefined;
  try {
    const stored = sessionStorage.getItem(storageKey) ?? undefined;
    id = stored && validId.test(stored) ? stored : undefined;
  } catch {
    // Storage can be disabled (private modes); the cookie still identifies the session.
  }
  id ??= readCookie() ?? newSessionId();
  try {
    sessionStorage.setItem(storageKey, id);
  } catch {
    // ignored: see above
  }
  // No Max-Age: the cookie lives as long as the browser session, like the tracking id itself.
  document.cookie = `${cookieName}=${id}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  return id;
}
