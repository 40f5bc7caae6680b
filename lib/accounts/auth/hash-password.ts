// Hashes a new password with argon2id at OWASP's parameters (password-policy.ts); the salt is random per hash and
// kept in the PHC string, so the string alone verifies it later.
import 'server-only';
import { hash } from '@node-rs/argon2';
import { argon2Options } from './password-policy';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}
