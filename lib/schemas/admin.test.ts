// The admin schemas: the edit payload reuses the user rules, premium on needs a future expiry, premium off clears it;
// the users query falls back to page 1 and limit 10; empty console dates are omitted.
import { adminUsersQuerySchema, adminUserUpdateSchema, consoleCountriesQuerySchema } from './admin';

const valid = {
  nama: '  Budi Santoso ',
  email: 'Budi@Example.ORG',
  noHp: '0812',
  username: 'Budi_S',
  isPremium: false,
  premiumExpiresAt: null,
  country: 'Indonesia',
  job: 'lecturer',
};

const messages = (input: unknown) => {
  const result = adminUserUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('adminUserUpdateSchema', () => {
  it('trims and lower-cases like registration, and premium off clears the expiry', () => {
    const parsed = adminUserUpdateSchema.parse({ ...valid, premiumExpiresAt: '2099-01-01T00:00:00Z' });
    expect(parsed).toMatchObject({ nama: 'Budi Santoso', email: 'budi@example.org', username: 'budi_s' });
    expect(parsed.premiumExpiresAt).toBeNull();
  });

  it('needs an expiry in the future when premium is on', () => {
    expect(messages({ ...valid, isPremium: true })).toEqual(['premiumExpiresAt:premiumExpiresAtRequired']);
    expect(messages({ ...valid, isPremium: true, premiumExpiresAt: '2000-01-01T00:00:00Z' })).toEqual([
      'premiumExpiresAt:premiumExpiresAtPast',
    ]);
    const parsed = adminUserUpdateSchema.parse({ ...valid, isPremium: true, premiumExpiresAt: '2099-01-01T00:00:00Z' });
    expect(parsed.premiumExpiresAt?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
  });

  it('requires name, email, phone, username, country and job with the user rules', () => {
    expect(messages({ ...valid, nama: ' ', email: 'nope', username: 'a!', job: 'pilot', country: '' })).toEqual(
      expect.arrayContaining([
        'nama:nameRequired',
        'email:emailInvalid',
        'username:usernameLength',
        'job:jobInvalid',
        'country:countryInvalid',
      ]),
    );
    expect(messages({ ...valid, isPremium: 'yes' })).toEqual(['isPremium:isPremiumInvalid']);
  });
});

describe('adminUserUpdateSchema bad input', () => {
  it.each(['275760-09-13', '2101-01-01', '-000001-01-01'])('refuses the expiry %p with 400 premiumExpiresAtInvalid', (date) => {
    expect(messages({ ...valid, isPremium: true, premiumExpiresAt: date })).toContain('premiumExpiresAt:premiumExpiresAtInvalid');
  });

  it('refuses NUL and lone surrogates in every text field', () => {
    for (const field of ['nama', 'email', 'noHp', 'username', 'country']) {
      expect(messages({ ...valid, [field]: 'bud\u0000i' })).toContain(`${field}:textInvalid`);
      expect(messages({ ...valid, [field]: 'bud\ud800i' })).toContain(`${field}:textInvalid`);
    }
  });
});

describe('adminUsersQuerySchema', () => {
  it('defaults to page 1, limit 10, no search; bad values fall back', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: undefined });
    expect(adminUsersQuerySchema.parse({ page: '3', limit: '25', search: ' ani ' })).toEqual({
      page: 3,
      limit: 25,
      search: 'ani',
    });
    expect(adminUsersQuerySchema.parse({ page: '-1', limit: '9999' })).toMatchObject({ page: 1, limit: 10 });
  });
});

describe('consoleCountriesQuerySchema', () => {
  it('omits empty dates and refuses malformed ones', () => {
    expect(consoleCountriesQuerySchema.parse({ startDate: '', endDate: '2026-03-01' })).toEqual({
      startDate: undefined,
      endDate: '2026-03-01',
    });
    expect(consoleCountriesQuerySchema.safeParse({ startDate: '03/01/2026' }).success).toBe(false);
  });
});
