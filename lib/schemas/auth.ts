// Account payloads (registration: nama, email, optional noHp, username, password, country, job; login; password
// change), shared by the auth modal, the account page and the handlers. Text is trimmed;
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

/**
 * A password equal to the username (ignoring case and surrounding spaces) is the first thing an attacker tries: refused
 * at registration and at a password change alike. `username` is the stored, lower-cased one.
 */
export function isPasswordOfUsername(password: unknown, username: unknown): boolean {
  return typeof password === 'string' && typeof username === 'string' && password.trim().toLowerCase() === username;
}

/** The register payload; variants derive from registerFieldsSchema (a refined object cannot be picked). */
export const registerSchema = registerFieldsSchema.refine((input) => !isPasswordOfUsername(input.password, input.username), {
  path: ['password'],
  message: 'passwordEqualsUsername',
});

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

/**
 * A password change (POST /api/auth/password): the current password as login takes it (any stored one), the new one
 * under the registration policy, typed twice alike, and different from the current one. Whether it equals the username
 * is checked against the stored username (isPasswordOfUsername), which this payload does not carry.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: 'currentPasswordRequired' })
      .min(1, 'currentPasswordRequired')
      .max(128, 'passwordLength'),
    newPassword: passwordSchema,
    // Bounded through the refinement below: it must equal the new password, which is at most 128 characters.
    newPasswordRepeat: z.string({ message: 'passwordRepeatMismatch' }),
  })
  .refine((input) => input.newPasswordRepeat === input.newPassword, {
    path: ['newPasswordRepeat'],
    message: 'passwordRepeatMismatch',
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'passwordUnchanged',
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
