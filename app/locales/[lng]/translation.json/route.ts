// GET /locales/{lng}/translation.json: the messages of one interface language as JSON, as messages/{lng}.json holds
// them (ICU message text); an unknown language is a 404 in the API's one error shape.
import { z } from 'zod';
import { route } from '@/lib/http/route';
import { readMessageFile } from '@/lib/i18n/read-message-file';
import { locales } from '@/lib/i18n/routing';

const params = z.object({ lng: z.enum(locales) });

export const GET = route({ params }, async ({ params: { lng } }) =>
  new Response(await readMessageFile(lng), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  }),
);
