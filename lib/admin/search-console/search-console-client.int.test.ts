// The Search Console client against a local fake of Google: the RS256 assertion, the token cache until shortly
// before expiry, one refresh on a 401, missing rows, upper-cased codes sorted by impressions, Google down or refusing → unavailable.
import { exportPKCS8, generateKeyPair } from 'jose';
import { GoogleUnavailableError } from './google-access-token';
import { type FakeGoogle, startFakeGoogle } from '../../../test-support/fake-google';
import { SearchConsoleClient } from './search-console-client';
import type { SearchConsoleConfig } from './search-console-config';

const clientEmail = 'reader@jurnal-finder.iam.gserviceaccount.com';
const range = { startDate: '2026-02-01', endDate: '2026-02-28' };
let google: FakeGoogle;
let config: SearchConsoleConfig;
let clock = Date.now();

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  google = await startFakeGoogle({ publicKey, clientEmail });
  config = {
    siteUrl: 'sc-domain:jurnalfinder.example',
    clientEmail,
    privateKey: await exportPKCS8(privateKey),
    tokenUrl: google.tokenUrl,
    apiBaseUrl: google.apiBaseUrl,
  };
});

afterAll(() => google.close());

beforeEach(() => {
  google.tokenRequests = 0;
  google.queryRequests = [];
  google.revoked.clear();
  google.expiresIn = 3600;
  google.answer = { status: 200, body: { rows: [] } };
});

const newClient = () => new SearchConsoleClient(config, { now: () => clock });

describe('SearchConsoleClient', () => {
  it('queries by country and upper-cases the codes, sorted by impressions', async () => {
    google.answer = {
      status: 200,
      body: {
        rows: [
          { keys: ['mys'], clicks: 3, impressions: 40, ctr: 0.075, position: 9.1 },
          { keys: ['idn'], clicks: 20, impressions: 500, ctr: 0.04, position: 5.25 },
        ],
      },
    };
    const rows = await newClient().queryCountries(range);
    expect(rows).toEqual([
      { countryCode: 'IDN', clicks: 20, impressions: 500, ctr: 0.04, position: 5.25 },
      { countryCode: 'MYS', clicks: 3, impressions: 40, ctr: 0.075, position: 9.1 },
    ]);
    expect(google.queryRequests[0].path).toBe('/webmasters/v3/sites/sc-domain%3Ajurnalfinder.example/searchAnalytics/query');
    expect(google.queryRequests[0].body).toMatchObject({ ...range, dimensions: ['country'] });
    expect(google.queryRequests[0].authorization).toBe('Bearer token-1');
  });

  it('answers no rows when Google sends none', async () => {
    google.answer = { status: 200, body: { responseAggregationType: 'byProperty' } };
    expect(await newClient().queryCountries(range)).toEqual([]);
  });

  it('caches the access token until a minute before it expires', async () => {
    const client = newClient();
    await client.queryCountries(range);
    await client.queryCountries(range);
    expect(google.tokenRequests).toBe(1);
    clock += 3600_000 - 59_000;
    await client.queryCountries(range);
    expect(google.tokenRequests).toBe(2);
    expect(google.queryRequests.map((call) => call.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('refreshes once on a 401 and retries; a second 401 is Google unavailable', async () => {
    const client = newClient();
    await client.queryCountries(range);
    google.revoked.add('token-1');
    google.answer = { status: 200, body: { rows: [{ keys: ['sgp'], clicks: 1, impressions: 2, ctr: 0.5, position: 1 }] } };
    expect((await client.queryCountries(range))[0].countryCode).toBe('SGP');
    expect(google.tokenRequests).toBe(2);
    google.revoked.add('token-2');
    google.revoked.add('token-3');
    await expect(client.queryCountries(range)).rejects.toBeInstanceOf(GoogleUnavailableError);
    expect(google.tokenRequests).toBe(3);
  });

  it('treats a failing API or an unreachable token endpoint as unavailable', async () => {
    google.answer = { status: 500, body: {} };
    await expect(newClient().queryCountries(range)).rejects.toBeInstanceOf(GoogleUnavailableError);
    const offline = new SearchConsoleClient({ ...config, tokenUrl: 'http://127.0.0.1:9/token' });
    await expect(offline.queryCountries(range)).rejects.toBeInstanceOf(GoogleUnavailableError);
  });
});
