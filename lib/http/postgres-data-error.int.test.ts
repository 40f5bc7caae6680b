// PostgreSQL's data exceptions as they really arrive through Prisma 7 and @prisma/adapter-pg: each must map to a 400
// in the one error shape (the backstop behind the schemas' safe text and bounded dates).
import { db } from '../core/db';
import { toErrorResponse } from './error-response';
import { postgresErrorCode } from './postgres-data-error';

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => {
      throw new Error('the query was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('PostgreSQL data exceptions through Prisma', () => {
  it.each([
    ['NUL in a raw query parameter', () => db.$queryRaw`SELECT ${'a\u0000b'}::text`, '22021'],
    ['NUL in a model query', () => db.user.findFirst({ where: { username: 'a\u0000b' } }), '22021'],
    ['a number out of range', () => db.$queryRaw`SELECT ${'99999999999'}::int`, '22003'],
    ['a malformed date', () => db.$queryRaw`SELECT ${'2024-02-30'}::date`, '22008'],
  ])('%s answers 400 bad_request', async (_label, query, sqlState) => {
    const error = await failureOf(query());
    expect(postgresErrorCode(error)).toBe(sqlState);
    const response = toErrorResponse(error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'invalidInput', code: 'bad_request' });
  });
});
