// Logout (POST /auth/logout): every token issued until now stops working, on every device, because
// getRequestUser refuses tokens whose iatMs is before tokensValidAfter.
import 'server-only';
import { db } from '../../core/db';

export async function logoutUser(input: { userId: string }): Promise<void> {
  // One millisecond ahead: a token signed in this same millisecond (iatMs equal to now) must stop working too.
  await db.user.updateMany({ where: { id: input.userId }, data: { tokensValidAfter: new Date(Date.now() + 1) } });
}
