import { toErrorResponse } from './error-response';
import { isPostgresDataError, postgresErrorCode } from './postgres-data-error';

// The shapes as they arrive (recorded from Prisma 7.10 + @prisma/adapter-pg 7.10 and pg 8 against PostgreSQL 15).
const prismaWrapped = (originalCode: string) => ({
  name: 'PrismaClientKnownRequestError',
  code: 'P2010',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode, kind: 'postgres', code: originalCode } } },
});
const adapterError = (originalCode: string) => ({ name: 'DriverAdapterError', cause: { originalCode, kind: 'ValueOutOfRange' } });
const pgError = (code: string) => Object.assign(new Error('pg'), { code, severity: 'ERROR' });

describe('postgresErrorCode', () => {
  it('finds the SQLSTATE in each shape', () => {
    expect(postgresErrorCode(prismaWrapped('22021'))).toBe('22021');
    expect(postgresErrorCode(adapterError('22003'))).toBe('22003');
    expect(postgresErrorCode(pgError('22P05'))).toBe('22P05');
    expect(postgresErrorCode(new Error('plain'))).toBeUndefined();
    expect(postgresErrorCode({ code: 'P2002' })).toBeUndefined();
  });
});

describe('toErrorResponse for PostgreSQL data exceptions', () => {
  it.each(['22021', '22P05', '22007', '22008', '22003', '22001'])('answers %s with 400 bad_request', async (code) => {
    for (const error of [prismaWrapped(code), adapterError(code), pgError(code)]) {
      expect(isPostgresDataError(error)).toBe(true);
      const response = toErrorResponse(error);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'invalidInput', code: 'bad_request' });
    }
  });

  it('leaves other database errors a logged 500', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = toErrorResponse(prismaWrapped('42P01'));
    spy.mockRestore();
    expect(response.status).toBe(500);
  });
});
