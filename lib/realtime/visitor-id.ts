// Who a socket counts as: the browser session's tracking id sent at the handshake, so that all tabs of one
// session count once; a socket without a valid id counts alone, by its own id.
const validSessionId = /^[A-Za-z0-9_-]{8,64}$/; // the shape lib/analytics/client/browser-session-id.ts produces

/** The prefixes keep a session id from ever equalling another socket's id. */
export function visitorIdFor(auth: unknown, socketId: string): string {
  const sessionId = typeof auth === 'object' && auth !== null ? (auth as { sessionId?: unknown }).sessionId : undefined;
  return typeof sessionId === 'string' && validSessionId.test(sessionId) ? `s:${sessionId}` : `c:${socketId}`;
}
