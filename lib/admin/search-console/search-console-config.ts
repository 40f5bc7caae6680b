// The Search Console settings from lib/core/env: the real client runs only with the site, the service account's email and
// its private key all set; otherwise the countries panel answers { rows: [], configured: false }.
import { env } from '../../core/env';

export interface SearchConsoleConfig {
  siteUrl: string;
  clientEmail: string;
  privateKey: string;
  tokenUrl: string;
  apiBaseUrl: string;
}

export function readSearchConsoleConfig(): SearchConsoleConfig | null {
  if (!env.GSC_SITE_URL || !env.GSC_CLIENT_EMAIL || !env.GSC_PRIVATE_KEY) return null;
  return {
    siteUrl: env.GSC_SITE_URL,
    clientEmail: env.GSC_CLIENT_EMAIL,
    privateKey: env.GSC_PRIVATE_KEY,
    tokenUrl: env.GSC_TOKEN_URL,
    apiBaseUrl: env.GSC_API_BASE_URL,
  };
}
