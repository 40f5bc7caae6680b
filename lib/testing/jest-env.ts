// Set before any module reads the environment: quiet logs unless asked for, and a random token-signing secret per
// test file (tests sign and verify their own tokens).
import { randomBytes } from 'node:crypto';

process.env.LOG_LEVEL ??= 'warn';
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
