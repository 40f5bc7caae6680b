// OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
// hashPassword and the dummy hash of verifyPassword must use these same values, or timing tells users apart.
import type { Options } from '@node-rs/argon2';

export const argon2Options = {
  // 2 is Algorithm.Argon2id; the package declares it as an ambient const enum, which isolatedModules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;
