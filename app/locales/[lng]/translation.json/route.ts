// GET /locales/{lng}/translation.json: the messages of one interface language as JSON; an unknown
// language is a 404 in the API's one error shape.
import { z } from 'zod';
import { route } from '@/lib/http/route';
import { loadMessages } from '@/lib/i18n/load-messages';
import { locales } from '@/lib/i18n/routing';

const params = z.object({ lng: z.enum(locales) });

export const GET = route({ params }, async ({ params: { lng } }) =>
  Response.json(loadMessages(lng), { headers: { 'cache-control': 'public, max-age=300' } }),
);
