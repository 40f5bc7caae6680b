// GET /api/admin/users: a page of users, newest first, with a case-insensitive substring search over name, username
// and email (page size 10 by default).
import 'server-only';
import { db } from '../core/db';
import type { Prisma } from '../generated/prisma/client';
import { adminUserSelect, type AdminUserView, toAdminUserView } from './admin-user-view';

export interface AdminUserPage {
  users: AdminUserView[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export async function listAdminUsers(input: { page: number; limit: number; search?: string }): Promise<AdminUserPage> {
  const where: Prisma.UserWhereInput = input.search
    ? {
        OR: [
          { nama: { contains: input.search, mode: 'insensitive' } },
          { username: { contains: input.search, mode: 'insensitive' } },
          { email: { contains: input.search, mode: 'insensitive' } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      select: adminUserSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
  ]);
  const now = new Date();
  return {
    users: rows.map((row) => toAdminUserView(row, now)),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
  };
}
