// GET /api/gsc/countries: configured false without settings; with them, the real client against a local fake of
// Google (empty dates omitted, codes upper-cased); Google down → 503 in the one error shape.
import { exportPKCS8, generateKeyPair } from 'jose';
import { uniqueTag } from '@/test-support/account-test-data';
import { createTestAdmin, deleteTestAdmins } from '@/test-support/admin-test-data';
import { type FakeGoogle, startFakeGoogle } from '@/test-support/fake-google';
import { replaceSingleton } from '@/lib/core/process-singleton';

const clientEmail = 'reader@jurnal-finder.iam.gserviceaccount.com';
const siteUrl = 'sc-domain:jurnalfinder.example';
let google: FakeGoogle;
let privateKeyPem: string;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  google = await startFakeGoogle({ publicKey, clientEmail });
  privateKeyPem = await exportPKCS8(privateKey);
});

afterAll(() => google.close());

describe('GET /api/gsc/countries', () => {
  const tag = uniqueTag();
  afterAll(() => deleteTestAdmins(tag));

  async function loadRoute(settings: Record<string, string | undefined>) {
    const saved = { ...process.env };
    Object.assign(process.env, settings);
    let route!: typeof import('./route');
    jest.isolateModules(() => {
      route = require('./route') as typeof import('./route');
    });
    process.env = saved;
    replaceSingleton('search-console-client', undefined);
    return route.GET;
  }

  it('answers configured: false without settings, the rows with them, 503 when Google fails', async () => {
    const admin = await createTestAdmin(tag);
    const call = (GET: Awaited<ReturnType<typeof loadRoute>>, query = '') =>
      GET(new Request(`http://localhost/api/gsc/countries${query}`, { headers: { 'x-admin-token': admin.token } }));

    const off = await loadRoute({ GSC_SITE_URL: '', GSC_CLIENT_EMAIL: '', GSC_PRIVATE_KEY: '' });
    expect(await (await call(off)).json()).toEqual({ rows: [], configured: false });

    const on = await loadRoute({
      GSC_SITE_URL: siteUrl,
      GSC_CLIENT_EMAIL: clientEmail,
      GSC_PRIVATE_KEY: privateKeyPem.replace(/\n/g, '\\n'),
      GSC_TOKEN_URL: google.tokenUrl,
      GSC_API_BASE_URL: google.apiBaseUrl,
    });
    google.answer = { status: 200, body: { rows: [{ keys: ['usa'], clicks: 2, impressions: 9, ctr: 0.22, position: 3 }] } };
    const response = await call(on, '?startDate=&endDate=2026-02-28');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      rows: [{ countryCode: 'USA', clicks: 2, impressions: 9, ctr: 0.22, position: 3 }],
      configured: true,
    });
    // The empty start date is omitted: the default range (28 days) fills it.
    expect(google.queryRequests.at(-1)?.body).toMatchObject({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endDate: '2026-02-28' });

    google.answer = { status: 503, body: {} };
    const down = await call(on);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: 'searchConsoleUnavailable', code: 'unavailable' });
  });
});
