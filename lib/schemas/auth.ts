// Account payloads (registration: nama, email, optional noHp, username, password, country, job; login), shared by
// the auth modal and the handlers. Text is trimmed;
// email and username are lower-cased, so uniqueness and login ignore case (the unique indexes compare exact text).
// Each rule's message is a stable key the form can translate; the API answers 400 with these keys and field paths.
import { z } from 'zod';
import { safeText } from './safe-text';

export const jobValues = ['student', 'lecturer', 'professional', 'other'] as const;
export type JobValue = (typeof jobValues)[number];

export const usernameSchema = safeText({ message: 'usernameLength' })
  .trim()
  .toLowerCase()
  .min(3, 'usernameLength')
  .max(30, 'usernameLength')
  .regex(/^[a-z0-9._]+$/, 'usernameCharacters');

// NIST SP 800-63B: length only, no composition rules. Not trimmed: spaces are part of what the user chose.
export const passwordSchema = safeText({ message: 'passwordLength' })
  .min(8, 'passwordLength')
  .max(128, 'passwordLength');

export const registerFieldsSchema = z.object({
  nama: safeText({ message: 'nameRequired' }).trim().min(1, 'nameRequired').max(100, 'nameTooLong'),
  email: safeText({ message: 'emailInvalid' })
    .trim()
    .toLowerCase()
    .max(254, 'emailInvalid')
    .pipe(z.email({ message: 'emailInvalid' })),
  // Optional: absent, null or blank all mean "no phone number".
  noHp: safeText({ message: 'phoneInvalid' })
    .trim()
    .max(30, 'phoneInvalid')
    .regex(/^[0-9 +()-]*$/, 'phoneInvalid')
    .nullish()
    .transform((value) => value || null),
  username: usernameSchema,
  password: passwordSchema,
  country: safeText({ message: 'countryInvalid' }).trim().min(2, 'countryInvalid').max(80, 'countryInvalid'),
  job: z.enum(jobValues, { message: 'jobInvalid' }),
});

/** The register payload; variants derive from registerFieldsSchema (a refined object cannot be picked). */
export const registerSchema = registerFieldsSchema.refine(
  // A password equal to the username is the first thing an attacker tries.
  (input) =>
    typeof input.password !== 'string' ||
    typeof input.username !== 'string' ||
    input.password.trim().toLowerCase() !== input.username,
  { path: ['password'], message: 'passwordEqualsUsername' },
);

export type RegisterInput = z.infer<typeof registerSchema>;

// Login accepts any stored password (rules may change); only a bound on the work argon2 is asked to do.
export const loginSchema = z.object({
  username: safeText({ message: 'usernameRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'usernameRequired')
    .max(128, 'usernameRequired'),
  password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordLength'),
});

export type LoginInput = z.infer<typeof loginSchema>;
