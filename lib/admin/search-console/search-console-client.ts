// Search Console's searchAnalytics/query with the country dimension. A 401 refreshes the access token once and
// retries; Google down, slow or refusing → GoogleUnavailableError (the route answers 503). Codes are upper-cased.
import { AccessTokenSource, GoogleUnavailableError } from './google-access-token';
import type { SearchConsoleConfig } from './search-console-config';

export interface CountryRow {
  countryCode: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

interface ApiRow {
  keys?: unknown[];
  clicks?: number;
  impressions?: number;
  ctr?: number;
  position?: number;
}

export class SearchConsoleClient {
  private readonly tokens: AccessTokenSource;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: SearchConsoleConfig,
    options: { fetch?: typeof fetch; now?: () => number; timeoutMs?: number } = {},
  ) {
    this.fetch = options.fetch ?? fetch;
    this.tokens = new AccessTokenSource({ config, ...options });
  }

  async queryCountries(range: { startDate: string; endDate: string }): Promise<CountryRow[]> {
    let response = await this.post(range, await this.tokens.get());
    if (response.status === 401) {
      this.tokens.invalidate();
      response = await this.post(range, await this.tokens.get());
    }
    if (!response.ok) throw new GoogleUnavailableError(`searchAnalytics/query answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { rows?: ApiRow[] } | null;
    return (body?.rows ?? [])
      .filter((row) => typeof row.keys?.[0] === 'string')
      .map((row) => ({
        countryCode: String(row.keys?.[0]).toUpperCase(),
        clicks: row.clicks ?? 0,
        impressions: row.impressions ?? 0,
        ctr: row.ctr ?? 0,
        position: row.position ?? 0,
      }))
      .sort((a, b) => b.impressions - a.impressions);
  }

  private async post(range: { startDate: string; endDate: string }, accessToken: string): Promise<Response> {
    const url = `${this.config.apiBaseUrl}/sites/${encodeURIComponent(this.config.siteUrl)}/searchAnalytics/query`;
    try {
      return await this.fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...range, dimensions: ['country'], rowLimit: 250 }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new GoogleUnavailableError(`searchAnalytics/query unreachable: ${(error as Error).message}`);
    }
  }
}
