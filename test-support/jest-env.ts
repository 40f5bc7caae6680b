// Set before any module reads the environment: quiet logs unless asked for, a random token-signing secret per test
// file (tests sign and verify their own tokens), and no REDIS_URL from the shell: the product's stores stay off Redis
// (rate limits count in the test database; an open Redis client would keep Jest from exiting); the Redis tests take
// TEST_REDIS_URL.
import { randomBytes } from 'node:crypto';

process.env.LOG_LEVEL ??= 'warn';
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.REDIS_URL = '';
