// GET /api/gsc/countries?startDate&endDate: Google Search Console's clicks and impressions by country,
// `{ rows, configured }` (no rows when the console is not configured). Admins only.
import { getCountryReport } from '@/lib/admin/search-console/get-country-report';
import { withAdmin } from '@/lib/admin/with-admin';
import { consoleCountriesQuerySchema } from '@/lib/schemas/admin';

export const GET = withAdmin({ query: consoleCountriesQuerySchema }, async ({ query }) =>
  Response.json(await getCountryReport(query)),
);
