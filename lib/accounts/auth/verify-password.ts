// Checks a password against a stored argon2 hash. Without a user (no hash) it verifies against a fixed dummy hash of
// the same parameters and answers false, so "unknown user" and "wrong password" take the same time.
import 'server-only';
import { verify } from '@node-rs/argon2';
import { describeError, log } from '../../core/log';

// argon2id, m=19456, t=2, p=1 of a throwaway text: only its cost matters (a unit test checks it matches the policy).
export const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$kOnsGBdzGAKp/VW2JK9gMg$Z3swTWcbEbVYct3ykoErXb02RdRQW/2JLicMwNdrXYg';

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? dummyPasswordHash, password);
    return storedHash !== null && matches;
  } catch (error) {
    // A stored value that is not an argon2 hash (a corrupted row) can never match; say so to the operator.
    log.warn('stored password hash is unreadable', describeError(error));
    return false;
  }
}
