import { getCountryReport } from '@/lib/admin/search-console/get-country-report';
import { withAdmin } from '@/lib/admin/with-admin';
import { consoleCountriesQuerySchema } from '@/lib/schemas/admin';

export const GET = withAdmin({ query: consoleCountriesQuerySchema }, async ({ query }) =>
  Response.json(await getCountryReport(query)),
);
