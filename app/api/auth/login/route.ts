// POST /api/auth/login { username, password }: `{ token, isPremium }`; 401 for a wrong name or password, 429 with
// Retry-After past the login limits.
import { loginUser } from '@/lib/accounts/auth/login-user';
import { route } from '@/lib/http/route';
import { loginSchema } from '@/lib/schemas/auth';

export const POST = route({ body: loginSchema, maxBodyBytes: 8 * 1024 }, async ({ body, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key a rate limit.
  const result = await loginUser({ ...body, clientAddress: request.headers.get('x-client-ip') });
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
