// GET /api/gsc/countries: Search Console rows per country, or { rows: [], configured: false } without settings.
// Missing dates default to the last 28 days up to today (Jakarta); one client per process keeps the token cache.
import 'server-only';
import { addJakartaDays, jakartaDateString } from '../../shared/jakarta-time';
import { ApiError } from '../../core/api-error';
import { describeError, log } from '../../core/log';
import { processSingleton } from '../../core/process-singleton';
import { GoogleUnavailableError } from './google-access-token';
import { type CountryRow, SearchConsoleClient } from './search-console-client';
import { readSearchConsoleConfig } from './search-console-config';

export function defaultCountryRange(now = new Date()): { startDate: string; endDate: string } {
  return { startDate: jakartaDateString(addJakartaDays(now, -27)), endDate: jakartaDateString(now) };
}

/** The answer of GET /api/gsc/countries: `configured` is false (and `rows` empty) without Search Console settings. */
export interface CountryReport {
  rows: CountryRow[];
  configured: boolean;
}

export async function getCountryReport(query: { startDate?: string; endDate?: string }): Promise<CountryReport> {
  const config = readSearchConsoleConfig();
  if (!config) return { rows: [], configured: false };
  const defaults = defaultCountryRange();
  const range = { startDate: query.startDate ?? defaults.startDate, endDate: query.endDate ?? defaults.endDate };
  const client = processSingleton('search-console-client', () => new SearchConsoleClient(config));
  try {
    return { rows: await client.queryCountries(range), configured: true };
  } catch (error) {
    if (!(error instanceof GoogleUnavailableError)) throw error;
    log.warn('search console unavailable', describeError(error));
    throw new ApiError('unavailable', 'searchConsoleUnavailable');
  }
}
