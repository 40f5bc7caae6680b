// PostgreSQL advisory lock keys of billing, ours alone (the catalogue import uses "JFIM", Prisma Migrate 72707369).
// Transaction-scoped locks only: they end with the transaction, so a pooled connection never keeps one.

/** "JFIN": with a hash of the user id, serialises one user's invoice creation. */
export const invoiceCreationLockClass = 0x4a46494e;

/** "JFSW": one expiry sweep at a time across every instance. */
export const invoiceSweepLockKey = 0x4a465357;
