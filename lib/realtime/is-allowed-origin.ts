// The handshake's Origin check: a browser page may open the live count only from the site itself, so a
// foreign page cannot ride a visitor's connection (cross-site WebSocket hijacking). Pure, so it is unit-tested.
export type OriginCheck = {
  /** The handshake's `Origin` header; browsers always send it on a WebSocket or cross-origin request. */
  origin: string | undefined;
  /** The handshake's `Host` header: the address the browser itself used to reach us. */
  host: string | undefined;
  /** Full origins allowed besides the request's own host (e.g. `https://jurnalfinder.id` behind a proxy). */
  allowedOrigins: readonly string[];
};

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol in defaultPorts ? url : undefined;
  } catch {
    return undefined;
  }
}

function parseHost(value: string): { hostname: string; port: string } | undefined {
  try {
    // A scheme is needed to parse; a non-special one keeps every port as written (http: would drop :80).
    const url = new URL(`host://${value.trim()}`);
    if (!url.hostname || url.pathname !== '' || url.username || url.search) return undefined;
    return { hostname: url.hostname.toLowerCase(), port: url.port };
  } catch {
    return undefined;
  }
}

/** Same origin means the Origin's host and port are the Host header's, whatever the scheme (TLS may end at a proxy). */
function isSameHost(origin: URL, hostHeader: string): boolean {
  const host = parseHost(hostHeader);
  if (!host || host.hostname !== origin.hostname) return false;
  const originPort = origin.port || defaultPorts[origin.protocol];
  const hostPort = host.port || defaultPorts[origin.protocol];
  return originPort === hostPort;
}

export function isAllowedOrigin({ origin, host, allowedOrigins }: OriginCheck): boolean {
  if (!origin) return false;
  const url = parseOrigin(origin);
  if (!url) return false; // also refuses the opaque origin "null" (sandboxed frames, file: pages)
  if (host && isSameHost(url, host)) return true;
  return allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === url.origin);
}
