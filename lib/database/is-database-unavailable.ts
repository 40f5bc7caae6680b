// Tells a database that cannot answer (down, restarting, frozen, unreachable, out of connections) from every other
// error, whichever layer threw it: pg, Prisma's pg adapter, or Prisma itself. Such errors answer 503, never 500.

// Prisma: P1001 can't reach, P1002 reach timed out, P1008 operation timed out, P1017 server closed the connection,
// P2024 no connection from the pool in time, P2028 a transaction could not start or ran out of time.
const prismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// PostgreSQL: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting, recovering), 57014 a
// statement cancelled by statement_timeout, 53300 too many connections; class 08 is "connection exception".
const postgresCodes = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
// Socket codes count only inside a database error (Prisma's or its adapter's): a failed fetch to a payment provider
// carries the same codes and is not the database.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// The pg adapter's names for the same socket failures, and pg's own messages for a lost or timed-out connection.
const adapterKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const pgMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

function hasUnavailableCode(value: Record<string, unknown>, isInsideDatabaseError: boolean): boolean {
  for (const key of ['code', 'originalCode'] as const) {
    const code = value[key];
    if (typeof code !== 'string') continue;
    if (prismaCodes.has(code) || postgresCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (isInsideDatabaseError && socketCodes.has(code)) return true;
  }
  return false;
}

function isUnavailable(value: unknown, depth: number, isInsideDatabaseError: boolean): boolean {
  if (depth > 6 || typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name : '';
  // What every query meets while the database is known down (lib/core/database-availability.ts).
  if (name === 'ApiError' && record.code === 'unavailable' && record.message === 'databaseUnavailable') return true;
  const isDatabaseError = isInsideDatabaseError || name === 'DriverAdapterError' || name.startsWith('PrismaClient');
  if (hasUnavailableCode(record, isDatabaseError)) return true;
  if (typeof record.kind === 'string' && adapterKinds.has(record.kind)) return true;
  if (typeof record.message === 'string' && pgMessages.test(record.message)) return true;
  // pg's Client says only this when its connectionTimeoutMillis passes: too generic to count outside a database error.
  if (isDatabaseError && record.message === 'timeout expired') return true;
  const meta = record.meta as Record<string, unknown> | undefined;
  if (meta && isUnavailable(meta.driverAdapterError, depth + 1, true)) return true;
  const nested = [record.cause, ...(Array.isArray(record.errors) ? record.errors : [])];
  return nested.some((inner) => isUnavailable(inner, depth + 1, isDatabaseError));
}

/** fromDatabaseClient: the error came straight from a pg client, so its socket codes are the database's. */
export function isDatabaseUnavailable(error: unknown, options: { fromDatabaseClient?: boolean } = {}): boolean {
  return isUnavailable(error, 0, options.fromDatabaseClient ?? false);
}
