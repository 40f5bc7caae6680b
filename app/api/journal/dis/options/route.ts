// GET /api/journal/dis/options: the reason and year dropdowns of the discontinued page, `{ reasons, years }`.
import { route } from '@/lib/http/route';
import { getDiscontinuedOptions } from '@/lib/lists/get-discontinued-options';

export const dynamic = 'force-dynamic';

export const GET = route({}, async () =>
  Response.json(await getDiscontinuedOptions(), { headers: { 'cache-control': 'public, max-age=60' } }),
);
