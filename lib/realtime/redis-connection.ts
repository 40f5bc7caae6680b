// Redis connections of the live count. The operator asked for Redis by setting REDIS_URL, so an unreachable Redis
// stops the start with a message naming it; after that, errors are logged and ioredis keeps reconnecting.
import { Redis, type RedisOptions } from 'ioredis';
import { describeError, log } from '../core/log';

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

export async function connectRedis(url: string, role: string, options: RedisOptions = {}): Promise<Redis> {
  let lastError: unknown;
  let isStarted = false;
  const client = new Redis(url, {
    lazyConnect: true,
    protocol: 2, // ioredis 6 defaults to RESP3; @socket.io/redis-adapter 8.3 was written against RESP2
    connectionName: `jurnal-finder-${role}`,
    // No retry before the first connection: a failed start must leave no timer behind (the process has to exit).
    retryStrategy: (attempt) => (isStarted ? Math.min(attempt * 250, 5_000) : null),
    ...options,
  });
  let isDown = false;
  // Every reconnection attempt fails the same way during an outage: log its start and its end, not each attempt.
  client.on('error', (error: unknown) => {
    lastError = error;
    if (!isStarted) return;
    if (isDown) return log.debug('redis connection error', { role, ...describeError(error) });
    isDown = true;
    log.error('redis connection lost; reconnecting', { role, ...describeError(error) });
  });
  client.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info('redis connection ready again', { role });
  });
  try {
    await client.connect();
  } catch (error) {
    const reason = describeError(lastError ?? error).error;
    throw new Error(
      `Redis is unreachable at ${redactRedisUrl(url)} (REDIS_URL): ${String(reason)}. ` +
        'Start Redis, or unset REDIS_URL to count visitors in this process only.',
    );
  }
  isStarted = true;
  return client;
}

/**
 * The Redis adapter publishes without awaiting; a publish rejected while Redis is away would be an unhandled
 * rejection, which ends a Node process. Log it instead.
 */
export function logFailedPublishes(client: Redis): void {
  type Publish = (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  const publish = client.publish.bind(client) as Publish;
  const guarded: Publish = (channel, message) =>
    publish(channel, message).catch((error: unknown) => {
      log.error('redis publish failed', describeError(error));
      return 0;
    });
  client.publish = guarded as Redis['publish'];
}

/** Closes politely (QUIT, after the commands already sent); a connection that is not up is dropped at once. */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect(); // a QUIT queued behind an outage would wait for Redis to come back
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
