// Rate-limit counters shared by every instance through Redis (REDIS_URL), each window one small hash under the key
// prefix, updated atomically by a Lua script and expiring with its window. Fails open (store-outage-log.ts).
import type { Redis } from 'ioredis';
import type { RateLimitStore, WindowCounter } from './rate-limit-store';
import { StoreOutageLog } from './store-outage-log';

// The caller's clock decides the window (so tests can drive it); the key expires one window after it was opened, by
// Redis's clock, so instances whose clocks differ a little cannot cut a window short.
const hitScript = `
local now = tonumber(ARGV[1])
local stored = redis.call('HGET', KEYS[1], 'resetAt')
local resetAt = stored and tonumber(stored)
local count
if not resetAt or resetAt <= now then
  resetAt = now + tonumber(ARGV[2])
  count = 1
  redis.call('HSET', KEYS[1], 'count', count, 'resetAt', resetAt)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return {count, resetAt}`;

const undoScript = `
local stored = redis.call('HGET', KEYS[1], 'resetAt')
if stored and tonumber(stored) > tonumber(ARGV[1]) then
  if redis.call('HINCRBY', KEYS[1], 'count', -1) <= 0 then redis.call('DEL', KEYS[1]) end
end
return 0`;

export class RedisRateLimitStore implements RateLimitStore {
  private client: Redis | undefined;
  private readonly outage = new StoreOutageLog('redis');

  /** `connect` is called on first use, so an instance that never sees a login never opens the connection. */
  constructor(
    private readonly connect: () => Redis,
    private readonly keyPrefix: string,
  ) {}

  async hit(key: string, now: number, windowMs: number): Promise<WindowCounter> {
    const reply = await this.guard(() => this.redis().eval(hitScript, 1, this.key(key), now, windowMs));
    if (!Array.isArray(reply)) return { count: 0, resetAt: now }; // failed open: as if nothing had been counted
    return { count: Number(reply[0]), resetAt: Number(reply[1]) };
  }

  async peek(key: string, now: number): Promise<number> {
    const reply = await this.guard(() => this.redis().hmget(this.key(key), 'count', 'resetAt'));
    if (!reply || reply[1] === null || Number(reply[1]) <= now) return 0;
    return Number(reply[0] ?? 0);
  }

  async undo(key: string, now: number): Promise<void> {
    await this.guard(() => this.redis().eval(undoScript, 1, this.key(key), now));
  }

  async clear(key: string): Promise<void> {
    await this.guard(() => this.redis().del(this.key(key)));
  }

  private key(key: string): string {
    return `${this.keyPrefix}ratelimit:${key}`;
  }

  private redis(): Redis {
    return (this.client ??= this.connect());
  }

  private guard<T>(command: () => Promise<T>): Promise<T | undefined> {
    return this.outage.guard(command);
  }
}
