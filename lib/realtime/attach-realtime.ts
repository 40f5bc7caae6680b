// The live visitor count's server (spec §1, §4; issue 2 §8): Socket.IO on the site's own HTTP server, counting
// distinct browser sessions, broadcasting `userCount`; with Redis, shared by all instances.
// Run by server.ts outside Next's bundler: relative imports only.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import os from 'node:os';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { describeError, log } from '../log';
import { isAllowedOrigin } from './is-allowed-origin';
import { MemoryPresence } from './memory-presence';
import type { PresenceStore } from './presence-store';
import { connectRedis, logFailedPublishes, quitRedis, redactRedisUrl } from './redis-connection';
import { RedisPresence } from './redis-presence';
import { createVisitorCounter } from './visitor-counter';
import { visitorIdFor } from './visitor-id';

export type RealtimeOptions = {
  /** Share the count between instances through this Redis (REDIS_URL); without it, this process counts alone. */
  redisUrl?: string;
  /** Full origins accepted besides the request's own host, e.g. `https://jurnalfinder.id` behind a proxy. */
  allowedOrigins: string[];
  /** This instance's name in Redis; default host name, pid and a random suffix. */
  instanceId?: string;
  /** Prefix of every Redis key and channel (`{prefix}presence:…`, `{prefix}socket.io`); default `jf:`. */
  redisKeyPrefix?: string;
  /** How long a dead instance's visitors stay counted; default 15 s. */
  presenceTtlMs?: number;
  /** How often an instance renews its presence and recounts; default 5 s. */
  heartbeatMs?: number;
};

export type Realtime = {
  io: Server;
  /** Stops counting, closes this instance's sockets (their pages reconnect), removes its presence, closes Redis. */
  close(): Promise<void>;
  /** For tests: dies like a crashed process (no cleanup in Redis), so that healing can be observed. */
  simulateCrash(): Promise<void>;
};

type RedisClients = { commands: Redis; publisher: Redis; subscriber: Redis };

async function connectAll(redisUrl: string): Promise<RedisClients> {
  const results = await Promise.allSettled([
    connectRedis(redisUrl, 'presence', { enableOfflineQueue: false }), // fail fast; the next heartbeat rewrites all
    connectRedis(redisUrl, 'publisher', { maxRetriesPerRequest: null }), // wait out an outage rather than drop
    connectRedis(redisUrl, 'subscriber'),
  ]);
  const clients = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    for (const client of clients) client.disconnect();
    throw failure.reason;
  }
  const [commands, publisher, subscriber] = clients as [Redis, Redis, Redis];
  logFailedPublishes(publisher);
  return { commands, publisher, subscriber };
}

export async function attachRealtime(httpServer: http.Server, options: RealtimeOptions): Promise<Realtime> {
  const instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const keyPrefix = options.redisKeyPrefix ?? 'jf:';
  const ttlMs = options.presenceTtlMs ?? 15_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const redis = options.redisUrl ? await connectAll(options.redisUrl) : undefined;

  let store: PresenceStore = new MemoryPresence();
  if (redis) {
    store = new RedisPresence(redis.commands, { keyPrefix: `${keyPrefix}presence:`, instanceId, ttlMs });
    try {
      await store.heartbeat(); // registers this instance before its first visitor
    } catch (error) {
      for (const client of Object.values(redis)) client.disconnect();
      throw new Error(`Redis refused the live count's first write (REDIS_URL): ${String(describeError(error).error)}`);
    }
  }

  let isClosing = false;
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 16_384, // clients send nothing but the handshake
    ...(redis && { adapter: createAdapter(redis.publisher, redis.subscriber, { key: `${keyPrefix}socket.io` }) }),
    allowRequest: (request, answer) => {
      const { origin, host } = request.headers;
      if (isClosing) return answer('server is shutting down', false);
      if (isAllowedOrigin({ origin, host, allowedOrigins: options.allowedOrigins })) return answer(null, true);
      log.warn('realtime handshake refused: origin not allowed', { origin, host });
      answer('origin not allowed', false);
    },
  });

  const counter = createVisitorCounter(store, (count) => io.emit('userCount', count));
  io.on('connection', (socket) => {
    const visitorId = visitorIdFor(socket.handshake.auth, socket.id);
    counter.join(visitorId, socket);
    socket.on('disconnect', () => counter.leave(visitorId, socket));
  });

  const heartbeat = redis ? setInterval(() => counter.beat(), heartbeatMs) : undefined;
  heartbeat?.unref();
  log.info('realtime attached', {
    instanceId,
    presence: options.redisUrl ? `redis ${redactRedisUrl(options.redisUrl)}` : 'memory',
  });

  function stopCounting(): void {
    isClosing = true;
    clearInterval(heartbeat);
    counter.stop();
  }

  let closing: Promise<void> | undefined;
  async function closeCleanly(): Promise<void> {
    stopCounting();
    await counter.settle();
    io.engine.close(); // closes transports, not the Socket.IO sessions: pages reconnect (to another instance, if any)
    try {
      await store.close();
    } catch (error) {
      log.error('realtime presence cleanup failed', describeError(error));
    }
    if (!redis) return;
    counter.sendFinalCount();
    await counter.settle();
    // The adapter unsubscribes without awaiting: only ask a live connection, else the rejections would go unhandled.
    if (redis.subscriber.status === 'ready') await io.of('/').adapter.close();
    await Promise.all([quitRedis(redis.commands), quitRedis(redis.publisher), quitRedis(redis.subscriber)]);
  }

  async function crash(): Promise<void> {
    stopCounting();
    for (const client of redis ? Object.values(redis) : []) client.disconnect();
    io.engine.close();
  }

  return {
    io,
    close: () => (closing ??= closeCleanly()),
    simulateCrash: () => (closing ??= crash()),
  };
}
