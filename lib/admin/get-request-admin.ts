// The signed-in admin of a request, or null: a valid admin token (a user token fails the audience check), an admin
// that still exists, and a token issued after the admin's tokensValidAfter (a password reset refuses older ones).
import 'server-only';
import { readRequestToken } from '../accounts/auth/read-request-token';
import { verifyToken } from '../accounts/auth/tokens';
import { db } from '../core/db';

export interface RequestAdmin {
  id: string;
  username: string;
  nama: string;
}

export async function getRequestAdmin(request: Request): Promise<RequestAdmin | null> {
  const token = readRequestToken(request, 'x-admin-token');
  if (!token) return null;
  const claims = await verifyToken(token, 'admin');
  if (!claims) return null;
  const admin = await db.admin.findUnique({
    where: { id: claims.subject },
    select: { id: true, username: true, nama: true, tokensValidAfter: true },
  });
  if (!admin || claims.issuedAtMs < admin.tokensValidAfter.getTime()) return null;
  return { id: admin.id, username: admin.username, nama: admin.nama };
}
