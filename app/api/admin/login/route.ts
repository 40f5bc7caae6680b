// POST /api/admin/login { username, password }: `{ admin, token }` for the admin area; 401 for a wrong name or
// password, 429 with Retry-After past the login limits (admins have buckets of their own).
import { loginAdmin } from '@/lib/admin/login-admin';
import { route } from '@/lib/http/route';
import { adminLoginSchema } from '@/lib/schemas/admin';

export const POST = route({ body: adminLoginSchema, maxBodyBytes: 8 * 1024 }, async ({ body, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key a rate limit.
  const result = await loginAdmin({ ...body, clientAddress: request.headers.get('x-client-ip') });
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
