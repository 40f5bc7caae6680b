// GET /locales/{lng}/translation.json (spec §7): the messages of one interface language as JSON; an unknown
// language is a 404 in the API's one error shape.
import { errorJson } from '@/lib/http/error-response';
import { route } from '@/lib/http/route';
import { loadMessages } from '@/lib/i18n/load-messages';
import { isLocale } from '@/lib/i18n/routing';

export const GET = route<undefined, undefined, { lng: string }>({}, async ({ params }) => {
  if (!isLocale(params.lng)) return errorJson({ message: 'notFound', code: 'not_found' });
  return Response.json(loadMessages(params.lng), { headers: { 'cache-control': 'public, max-age=300' } });
});
