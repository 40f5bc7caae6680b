#!/bin/sh
# Stands in for Prisma's native schema-engine binary, which cannot be downloaded offline. `prisma generate` only
# checks that the file exists; migrations run through @prisma/schema-engine-wasm (tooling/schema-engine/schema-engine.ts).
echo "The native Prisma schema engine is not installed: use npm run db:migrate / npm run db:migration." >&2
exit 1
