// Admin payloads (admin login, the admin's edit of a user), shared by the admin pages and the handlers. The edit schema
// reuses the user field rules; premium on needs an expiry in the future, premium off clears it.
import { z } from 'zod';
import { loginSchema, registerFieldsSchema } from './auth';
import { boundedDate, boundedDay } from './bounded-date';
import { safeText } from './safe-text';

export const adminLoginSchema = loginSchema;
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminUserUpdateSchema = registerFieldsSchema
  .pick({ nama: true, email: true, noHp: true, username: true, country: true, job: true })
  .extend({
    isPremium: z.boolean({ message: 'isPremiumInvalid' }),
    premiumExpiresAt: boundedDate('premiumExpiresAtInvalid').nullish(),
  })
  .superRefine((input, context) => {
    if (!input.isPremium) return;
    if (!input.premiumExpiresAt) {
      context.addIssue({ code: 'custom', path: ['premiumExpiresAt'], message: 'premiumExpiresAtRequired' });
    } else if (input.premiumExpiresAt.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['premiumExpiresAt'], message: 'premiumExpiresAtPast' });
    }
  })
  .transform((input) => ({ ...input, premiumExpiresAt: input.isPremium ? (input.premiumExpiresAt ?? null) : null }));

export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** The `[id]` of /api/admin/users/{id}: user ids are cuid2 (lower-case letters and digits). */
export const adminUserParamsSchema = z.object({ id: safeText().regex(/^[A-Za-z0-9_-]{1,64}$/, 'userNotFound') });

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  search: safeText().trim().max(100).optional().transform((value) => value || undefined),
});

const dateText = safeText()
  .trim()
  .transform((value) => value || undefined)
  .pipe(boundedDay('dateInvalid').optional())
  .optional();

// The countries report's dates: an empty one is omitted (then the default range, last 28 days up to today, fills it).
export const consoleCountriesQuerySchema = z.object({ startDate: dateText, endDate: dateText });
