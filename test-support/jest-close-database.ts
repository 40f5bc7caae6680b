import { disconnectDb } from '../lib/core/db';
// Each integration test file has its own Prisma client: close its pool so Jest can exit cleanly.
afterAll(async () => {
  await disconnectDb();
});
