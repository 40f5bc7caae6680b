// Rate-limit counters in PostgreSQL (table rate_limit_windows), the store when REDIS_URL is not set: limits survive a
// restart and every instance on the database counts together. Each hit is one atomic upsert, so parallel requests are
// counted exactly; closed windows are swept a bounded batch at a time, at most once a minute per process. Fails open
// (store-outage-log.ts).
import type { PrismaClient } from '../generated/prisma/client';
import type { RateLimitStore, WindowCounter } from './rate-limit-store';
import { StoreOutageLog } from './store-outage-log';

export type RateLimitDatabase = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>;

const SWEEP_INTERVAL_MS = 60_000;
// A sweep is one indexed delete of at most this many rows: cheap however many keys an attacker made up.
const SWEEP_BATCH = 1_000;

export class PostgresRateLimitStore implements RateLimitStore {
  private readonly outage = new StoreOutageLog('postgresql');
  private nextSweepAt = 0;

  /** `keyPrefix` keeps apart counters that share a database (tests use one each). */
  constructor(
    private readonly database: RateLimitDatabase,
    private readonly keyPrefix = '',
  ) {}

  async hit(key: string, now: number, windowMs: number): Promise<WindowCounter> {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    // The caller's clock decides the window (tests drive it), as in the Redis store.
    const rows = await this.outage.guard(
      () => this.database.$queryRaw<{ count: number; reset_at: Date }[]>`
        INSERT INTO rate_limit_windows AS w (key, count, reset_at) VALUES (${this.keyPrefix + key}, 1, ${resetAt})
        ON CONFLICT (key) DO UPDATE
           SET count = CASE WHEN w.reset_at <= ${at} THEN 1 ELSE w.count + 1 END,
               reset_at = CASE WHEN w.reset_at <= ${at} THEN excluded.reset_at ELSE w.reset_at END
        RETURNING count, reset_at`,
    );
    await this.sweepWhenDue(now);
    const row = rows?.[0];
    if (!row) return { count: 0, resetAt: now }; // failed open: as if nothing had been counted
    return { count: Number(row.count), resetAt: row.reset_at.getTime() };
  }

  async peek(key: string, now: number): Promise<number> {
    const rows = await this.outage.guard(
      () => this.database.$queryRaw<{ count: number }[]>`
        SELECT count FROM rate_limit_windows WHERE key = ${this.keyPrefix + key} AND reset_at > ${new Date(now)}`,
    );
    return Number(rows?.[0]?.count ?? 0);
  }

  async undo(key: string, now: number): Promise<void> {
    const at = new Date(now);
    // One statement: the last hit of an open window deletes its row, any other takes one off.
    await this.outage.guard(
      () => this.database.$executeRaw`
        WITH gone AS (DELETE FROM rate_limit_windows WHERE key = ${this.keyPrefix + key} AND reset_at > ${at} AND count <= 1)
        UPDATE rate_limit_windows SET count = count - 1 WHERE key = ${this.keyPrefix + key} AND reset_at > ${at} AND count > 1`,
    );
  }

  async clear(key: string): Promise<void> {
    await this.outage.guard(() => this.database.$executeRaw`DELETE FROM rate_limit_windows WHERE key = ${this.keyPrefix + key}`);
  }

  /** Deletes up to one batch of closed windows; answers how many went. */
  async sweep(now: number): Promise<number> {
    const deleted = await this.outage.guard(
      () => this.database.$executeRaw`
        DELETE FROM rate_limit_windows WHERE key IN (
          SELECT key FROM rate_limit_windows WHERE reset_at <= ${new Date(now)} LIMIT ${SWEEP_BATCH})`,
    );
    return deleted ?? 0;
  }

  private async sweepWhenDue(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    await this.sweep(now);
  }
}
