// Presence shared by every instance through Redis, healing itself when an instance dies without cleaning up: each
// instance mirrors its own visitors into a set that expires unless its heartbeat renews it (keys: see presenceKeys).
import type { ChainableCommander, Redis } from 'ioredis';
import { MemoryPresence } from './memory-presence';
import type { PresenceStore } from './presence-store';

export type RedisPresenceOptions = {
  /** e.g. `jf:presence:`; every key of this store starts with it. */
  keyPrefix: string;
  instanceId: string;
  /** How long an instance's visitors outlive its last heartbeat. */
  ttlMs: number;
};

/**
 * - `{prefix}instances`: sorted set of instance ids, scored by their last heartbeat (ms since epoch);
 * - `{prefix}instance:{id}`: set of the visitor ids connected to that instance, expiring `ttlMs` after its last write;
 * - `{prefix}union:{id}`: scratch key for the count, created and deleted in one transaction.
 */
export function presenceKeys(keyPrefix: string, instanceId: string) {
  return {
    instances: `${keyPrefix}instances`,
    own: `${keyPrefix}instance:${instanceId}`,
    union: `${keyPrefix}union:${instanceId}`,
    instance: (id: string) => `${keyPrefix}instance:${id}`,
  };
}

// Registry entries are dropped long after their sets expired. The count never relies on this (an expired set adds
// nothing to the union), so clocks that disagree between machines cannot hide a live instance's visitors.
const registryGraceFactor = 4;
const saddChunk = 1000;

async function execOrThrow(transaction: ChainableCommander): Promise<unknown[]> {
  const replies = await transaction.exec();
  if (!replies) throw new Error('redis transaction was aborted');
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

export class RedisPresence implements PresenceStore {
  // The sockets of this instance; Redis only learns when a visitor arrives here or leaves from here.
  private readonly local = new MemoryPresence();
  private readonly keys: ReturnType<typeof presenceKeys>;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisPresenceOptions,
  ) {
    this.keys = presenceKeys(options.keyPrefix, options.instanceId);
  }

  async join(visitorId: string, socketId: string): Promise<void> {
    if (!this.local.add(visitorId, socketId)) return;
    await execOrThrow(
      this.redis
        .multi()
        .sadd(this.keys.own, visitorId)
        .pexpire(this.keys.own, this.options.ttlMs)
        .zadd(this.keys.instances, Date.now(), this.options.instanceId),
    );
  }

  async leave(visitorId: string, socketId: string): Promise<void> {
    if (!this.local.remove(visitorId, socketId)) return;
    await this.redis.srem(this.keys.own, visitorId);
  }

  async count(): Promise<number> {
    const [, instanceIds] = (await execOrThrow(
      this.redis
        .multi()
        .zremrangebyscore(this.keys.instances, '-inf', Date.now() - this.options.ttlMs * registryGraceFactor)
        .zrange(this.keys.instances, '0', '-1'),
    )) as [number, string[]];
    if (instanceIds.length === 0) return 0;
    const sets = instanceIds.map((id) => this.keys.instance(id));
    const [size] = await execOrThrow(
      this.redis
        .multi()
        .sunionstore(this.keys.union, ...sets)
        .del(this.keys.union),
    );
    return Number(size);
  }

  /** Rewrites this instance's whole set from memory, so a write lost while Redis was away heals on the next beat. */
  async heartbeat(): Promise<void> {
    const transaction = this.redis.multi().del(this.keys.own);
    const visitorIds = this.local.visitorIds();
    for (let start = 0; start < visitorIds.length; start += saddChunk) {
      transaction.sadd(this.keys.own, ...visitorIds.slice(start, start + saddChunk));
    }
    if (visitorIds.length > 0) transaction.pexpire(this.keys.own, this.options.ttlMs);
    await execOrThrow(transaction.zadd(this.keys.instances, Date.now(), this.options.instanceId));
  }

  /** A clean stop: this instance's visitors leave every count at once. The connection is its owner's to close. */
  async close(): Promise<void> {
    await this.local.close();
    await execOrThrow(this.redis.multi().del(this.keys.own).zrem(this.keys.instances, this.options.instanceId));
  }
}
