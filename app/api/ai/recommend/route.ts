// POST /api/ai/recommend { abstract, limit?, includeSinta?, filters? }: recommendation records for premium users
// (with ?view=full, the envelope: records, what the abstract reads as, how many the filters left out);
// SINTA journals join when asked, or, includeSinta left out, for an abstract written in Indonesian. 401 signed out,
// 403 premium_required for a free user (checked before the body is read), 400 for an abstract under 50 characters,
// 413 over 10,000, 429 past the per-user limit. The abstract is never stored or logged: researchers paste unpublished
// work.
import { ApiError } from '@/lib/core/api-error';
import { readJsonBody } from '@/lib/http/read-json-body';
import { withUser } from '@/lib/accounts/auth/with-user';
import { recommendAnswer, recommendJournals } from '@/lib/recommend/recommend-journals';
import { checkRecommendRateLimit } from '@/lib/recommend/recommend-rate-limit';
import { MAX_ABSTRACT_LENGTH, recommendQuerySchema, recommendRequestSchema } from '@/lib/schemas/recommend';

export const dynamic = 'force-dynamic';

// 10,000 characters are at most 60 kB as JSON escapes; anything far beyond is refused before it is parsed.
const MAX_BODY_BYTES = 128 * 1024;

export const POST = withUser({ query: recommendQuerySchema }, async ({ user, request, query }) => {
  if (!user.isPremium) throw new ApiError('premium_required', 'premiumFeature');
  const body = recommendRequestSchema.parse(await readJsonBody(request, MAX_BODY_BYTES));
  if (body.abstract.length > MAX_ABSTRACT_LENGTH) throw new ApiError('payload_too_large', 'abstractTooLong');
  await checkRecommendRateLimit(user.id);
  const answer = query.view === 'full' ? await recommendAnswer(body) : await recommendJournals(body);
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
});
