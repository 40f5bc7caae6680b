// Creates an account (POST /api/auth/register). A taken username or email is a 409 naming which one, also when
// a concurrent registration wins the race between our check and the insert (the unique indexes decide). Attempts are
// limited per client address first (registration-rate-limit.ts), so those 409s cannot be probed quickly.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { checkRegistrationRateLimit } from './registration-rate-limit';
import type { RegisterInput } from '../../schemas/auth';
import { hashPassword } from './hash-password';

async function assertAvailable(input: { username: string; email: string }): Promise<void> {
  const taken = await db.user.findMany({
    where: { OR: [{ username: input.username }, { email: input.email }] },
    select: { username: true },
    take: 2,
  });
  if (taken.some((user) => user.username === input.username)) throw new ApiError('conflict', 'usernameTaken');
  if (taken.length > 0) throw new ApiError('conflict', 'emailTaken');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

export async function registerUser(input: RegisterInput & { clientAddress: string | null }): Promise<void> {
  // Counted before anything is looked up: a 409 costs an attempt like a 201.
  await checkRegistrationRateLimit(input.clientAddress);
  // Checked before hashing so a conflict costs no argon2 work; the 409 names the taken field anyway.
  await assertAvailable(input);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.user.create({
      data: {
        nama: input.nama,
        email: input.email,
        noHp: input.noHp,
        username: input.username,
        passwordHash,
        country: input.country,
        job: input.job,
        // The epoch, not the database's now(): a token signed on a clock slightly behind the database's must work.
        tokensValidAfter: new Date(0),
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(input);
    throw error;
  }
}
