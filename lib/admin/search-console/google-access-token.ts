// Google's service-account flow (RFC 7523): a JWT signed RS256 with jose (iss = the account's email, scope
// webmasters.readonly, aud = the token URL) is exchanged for an access token, cached until a minute before it expires.
import { importPKCS8, SignJWT } from 'jose';
import type { SearchConsoleConfig } from './search-console-config';

export const searchConsoleScope = 'https://www.googleapis.com/auth/webmasters.readonly';
const refreshMarginMs = 60_000;

export class GoogleUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleUnavailableError';
  }
}

export interface AccessTokenSourceOptions {
  config: Pick<SearchConsoleConfig, 'clientEmail' | 'privateKey' | 'tokenUrl'>;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export class AccessTokenSource {
  private cached: { token: string; expiresAtMs: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly options: AccessTokenSourceOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A valid access token: the cached one, or one fresh exchange shared by concurrent callers. */
  async get(): Promise<string> {
    if (this.cached && this.now() < this.cached.expiresAtMs - refreshMarginMs) return this.cached.token;
    this.pending ??= this.exchange().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the cached token (the API said 401: revoked or rotated before its announced expiry). */
  invalidate(): void {
    this.cached = null;
  }

  private async exchange(): Promise<string> {
    const { clientEmail, privateKey, tokenUrl } = this.options.config;
    const nowSeconds = Math.floor(this.now() / 1000);
    const assertion = await new SignJWT({ scope: searchConsoleScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 3600)
      .sign(await importPKCS8(privateKey, 'RS256'));
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new GoogleUnavailableError(`token endpoint unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GoogleUnavailableError(`token endpoint answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string') throw new GoogleUnavailableError('token endpoint sent no access token');
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.cached = { token: body.access_token, expiresAtMs: this.now() + lifetimeSeconds * 1000 };
    return body.access_token;
  }
}
