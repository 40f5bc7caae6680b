import { isDatabaseUnavailable } from './is-database-unavailable';

// Shapes as Prisma 7 and its pg adapter throw them (seen in is-database-unavailable.int.test.ts).
function prismaError(code: string, cause: Record<string, unknown>): Error {
  return Object.assign(new Error('Invalid `prisma.$queryRaw()` invocation'), {
    name: 'PrismaClientKnownRequestError',
    code,
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 9 })],
    ['a reset connection', prismaError('P2010', { kind: 'ConnectionClosed' })],
    ['an admin shutdown (57P01)', prismaError('P2010', { kind: 'postgres', originalCode: '57P01', code: '57P01' })],
    ['a statement timeout (57014)', prismaError('P2010', { kind: 'postgres', originalCode: '57014', code: '57014' })],
    ['a connection exception (08006)', prismaError('P2010', { kind: 'postgres', originalCode: '08006', code: '08006' })],
    ['a socket error inside the adapter error', prismaError('P2010', { code: 'ECONNRESET' })],
    ['a pool timeout (P2024)', Object.assign(new Error('Timed out fetching a new connection'), { code: 'P2024' })],
    ['a lost connection (P1017)', Object.assign(new Error('Server has closed the connection'), { code: 'P1017' })],
    ['a connection timeout from pg', new Error('Connection terminated due to connection timeout')],
    ['a client-side query timeout from pg', new Error('Query read timeout')],
    ['a cause further down', new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', prismaError('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a syntax error', prismaError('P2010', { kind: 'postgres', originalCode: '42601', code: '42601' })],
    ['a bad text value (22021)', prismaError('P2010', { kind: 'postgres', originalCode: '22021', code: '22021' })],
    // A payment provider that cannot be reached is not the database.
    ['a failed fetch', new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })],
    ['a plain error', new Error('boom')],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseUnavailable on a pg client error', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', syscall: 'connect' });

  it('counts socket codes when the error comes straight from a database client', () => {
    expect(isDatabaseUnavailable(refused, { fromDatabaseClient: true })).toBe(true);
  });

  it('does not count them otherwise', () => {
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(false);
  });

  it("counts pg's connection timeout of a single client", () => {
    expect(isDatabaseUnavailable(new Error('timeout expired'), { fromDatabaseClient: true })).toBe(true);
  });
});
