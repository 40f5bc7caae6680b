// PostgreSQL's data exceptions (SQLSTATE class 22: a NUL or bad byte in text 22021/22P05, a date or number out of
// range 22007/22008/22003, …) are caused by what the client sent, so they are its 400, never a logged 500. The code
// reaches us three ways: Prisma 7's known request error carrying the driver adapter's error (`meta.driverAdapterError
// .cause.originalCode`), the adapter's own DriverAdapterError (`cause.originalCode`), and a raw pg error (`code`).
type Unknown = Record<string, unknown> | undefined;

const asObject = (value: unknown): Unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** The SQLSTATE PostgreSQL answered with, when the error came from it. */
export function postgresErrorCode(error: unknown): string | undefined {
  const outer = asObject(error);
  const adapterCause = asObject(asObject(asObject(outer?.meta)?.driverAdapterError)?.cause) ?? asObject(outer?.cause);
  if (typeof adapterCause?.originalCode === 'string') return adapterCause.originalCode;
  // node-postgres's DatabaseError: a five-character SQLSTATE beside the server's severity.
  if (typeof outer?.code === 'string' && typeof outer.severity === 'string' && /^[0-9A-Z]{5}$/.test(outer.code)) return outer.code;
  return undefined;
}

export function isPostgresDataError(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith('22') ?? false;
}
