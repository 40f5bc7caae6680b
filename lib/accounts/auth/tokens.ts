// Session tokens: HS256 JWTs (jose) with the algorithm pinned, an issuer, and an audience that keeps user and admin
// tokens apart (neither opens the other's routes). `iatMs` lets logout refuse every token issued before it.
import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../../core/runtime-config';

export type TokenAudience = 'user' | 'admin';

const issuer = 'jurnal-finder';
const lifetime = '7d';

export interface TokenClaims {
  subject: string;
  issuedAtMs: number;
}

function signingKey(): Uint8Array {
  const secret = jwtSecret();
  if (!secret) throw new Error('JWT secret is not configured (server.ts resolves it at start)');
  return new TextEncoder().encode(secret);
}

/**
 * `issuedAtMs` (now by default) is what logout and a password change compare with the user's tokensValidAfter; a
 * password change gives its own new token exactly that instant, so that token alone outlives the change.
 */
export async function signToken(subject: string, audience: TokenAudience, issuedAtMs = Date.now()): Promise<string> {
  return new SignJWT({ iatMs: issuedAtMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(signingKey());
}

/** The token's claims, or null when it is malformed, forged, expired, of another audience or not HS256. */
export async function verifyToken(token: string, audience: TokenAudience): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'], issuer, audience });
    const issuedAtMs = typeof payload.iatMs === 'number' ? payload.iatMs : (payload.iat ?? 0) * 1000;
    return payload.sub ? { subject: payload.sub, issuedAtMs } : null;
  } catch {
    return null;
  }
}

export const signUserToken = (userId: string, issuedAtMs?: number) => signToken(userId, 'user', issuedAtMs);
