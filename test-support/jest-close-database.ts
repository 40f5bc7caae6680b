// Each integration test file has its own Prisma client: close its pool so Jest can exit cleanly.
afterAll(async () => {
  const holder = globalThis as { __jurnalFinderDb?: { $disconnect(): Promise<void> } };
  await holder.__jurnalFinderDb?.$disconnect();
});
