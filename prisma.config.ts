// Prisma CLI configuration (Prisma 7 reads the connection URL here, not from schema.prisma).
// The URL is optional: `prisma generate` needs none, and `env()` would throw when DATABASE_URL is unset.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
