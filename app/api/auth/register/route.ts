// POST /api/auth/register { nama, email, noHp, username, password, country, job }: 201 `{ message }`; 409 for a
// name or e-mail already taken, 429 past the registrations allowed from one address.
import { registerUser } from '@/lib/accounts/auth/register-user';
import { route } from '@/lib/http/route';
import { registerSchema } from '@/lib/schemas/auth';

export const POST = route({ body: registerSchema, maxBodyBytes: 8 * 1024 }, async ({ body, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key the rate limit.
  await registerUser({ ...body, clientAddress: request.headers.get('x-client-ip') });
  return Response.json({ message: 'registerSuccess' }, { status: 201, headers: { 'cache-control': 'no-store' } });
});
