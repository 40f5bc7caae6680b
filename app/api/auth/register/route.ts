import { registerUser } from '@/lib/auth/register-user';
import { route } from '@/lib/http/route';
import { registerSchema } from '@/lib/schemas/auth';

export const POST = route({ body: registerSchema, maxBodyBytes: 8 * 1024 }, async ({ body }) => {
  await registerUser(body);
  return Response.json({ message: 'registerSuccess' }, { status: 201, headers: { 'cache-control': 'no-store' } });
});
