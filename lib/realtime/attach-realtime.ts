// The live visitor count's server: Socket.IO on the site's own HTTP server, counting
// distinct browser sessions, broadcasting `userCount` at a bounded rate; with Redis, shared by all instances. Sockets
// are capped per client address and per browser session (a flood from one address must not inflate the
// count or starve HTTP). Run by server.ts outside Next's bundler: relative imports only.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import os from 'node:os';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { clientAddress } from '../http/client-address';
import { describeError, log } from '../core/log';
import { isAllowedOrigin } from './is-allowed-origin';
import { MemoryPresence } from './memory-presence';
import type { PresenceStore } from './presence-store';
import { connectRedis, logFailedPublishes, quitRedis, redactRedisUrl } from './redis-connection';
import { RedisPresence } from './redis-presence';
import { SlotCounter } from './slot-counter';
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
  /** Reverse proxies whose X-Forwarded-For is believed for the client address (TRUST_PROXY); default 0. */
  trustProxy?: number;
  /** Open sockets per client address on this instance (REALTIME_MAX_SOCKETS_PER_ADDRESS); default 100. */
  maxSocketsPerAddress?: number;
  /** Open sockets per browser session on this instance (REALTIME_MAX_SOCKETS_PER_VISITOR); default 10. */
  maxSocketsPerVisitor?: number;
  /** A changed count reaches every page at most this often (the latest one); default 1 s. */
  countBroadcastIntervalMs?: number;
};

/** The refusals' messages: what a refused client is told at the handshake. */
export const refusals = {
  address: 'too many live-count connections from this address',
  visitor: 'too many live-count connections for this browser session',
} as const;

export type Realtime = {
  io: Server;
  /** Stops counting, closes this instance's sockets (their pages reconnect), removes its presence, closes Redis. */
  close(): Promise<void>;
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
  const addressSlots = new SlotCounter(options.maxSocketsPerAddress ?? 100);
  const visitorSlots = new SlotCounter(options.maxSocketsPerVisitor ?? 10);
  // A handshake let in holds its address's slot from then until its connection closes (or its handshake fails).
  const reservedAddress = new WeakMap<http.IncomingMessage, string>();
  const refusalsLogged = new Set<string>();
  const logRefusal = (reason: string, fields: Record<string, unknown>) => {
    // Once per kind and key while the process runs (bounded: a flood must not become a log flood either).
    const key = `${reason}:${String(fields.address ?? fields.visitorId)}`;
    if (refusalsLogged.has(key) || refusalsLogged.size >= 1_000) return;
    refusalsLogged.add(key);
    log.warn(`realtime handshake refused: ${reason}`, fields);
  };
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 16_384, // clients send nothing but the handshake
    ...(redis && { adapter: createAdapter(redis.publisher, redis.subscriber, { key: `${keyPrefix}socket.io` }) }),
    allowRequest: (request, answer) => {
      const { origin, host } = request.headers;
      if (isClosing) return answer('server is shutting down', false);
      if (!isAllowedOrigin({ origin, host, allowedOrigins: options.allowedOrigins })) {
        log.warn('realtime handshake refused: origin not allowed', { origin, host });
        return answer('origin not allowed', false);
      }
      const forwarded = request.headers['x-forwarded-for'];
      const address = clientAddress(
        request.socket.remoteAddress,
        Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
        options.trustProxy ?? 0,
      );
      if (!addressSlots.take(address)) {
        logRefusal(refusals.address, { address, limit: addressSlots.limit });
        return answer(refusals.address, false);
      }
      reservedAddress.set(request, address);
      answer(null, true);
    },
  });
  const releaseAddress = (request: http.IncomingMessage) => {
    const address = reservedAddress.get(request);
    if (address === undefined) return;
    reservedAddress.delete(request);
    addressSlots.release(address);
  };
  io.engine.on('connection', (connection: { request: http.IncomingMessage; once(event: 'close', listener: () => void): void }) => {
    connection.once('close', () => releaseAddress(connection.request));
  });
  io.engine.on('connection_error', ({ req }: { req: http.IncomingMessage }) => releaseAddress(req));

  // Tabs of one browser session share one visitor: past the cap, a further tab is refused at its Socket.IO handshake.
  io.use((socket, next) => {
    const visitorId = visitorIdFor(socket.handshake.auth, socket.id);
    if (visitorSlots.used(visitorId) >= visitorSlots.limit) {
      logRefusal(refusals.visitor, { visitorId, limit: visitorSlots.limit });
      return next(new Error(refusals.visitor));
    }
    next();
  });

  const counter = createVisitorCounter(store, (count) => io.emit('userCount', count), options.countBroadcastIntervalMs);
  io.on('connection', (socket) => {
    const visitorId = visitorIdFor(socket.handshake.auth, socket.id);
    visitorSlots.take(visitorId);
    counter.join(visitorId, socket);
    socket.on('disconnect', () => {
      visitorSlots.release(visitorId);
      counter.leave(visitorId, socket);
    });
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

  return {
    io,
    close: () => (closing ??= closeCleanly()),
  };
}
