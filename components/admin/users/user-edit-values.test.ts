import type { AdminUser } from '@/lib/admin/client/admin-types';
import { editValuesOf, toUpdateBody } from './user-edit-values';

const user: AdminUser = {
  _id: 'u1', nama: 'Ana', username: 'ana', email: 'ana@example.test', noHp: null, isPremium: false,
  premiumExpiresAt: null, createdAt: '2026-01-01T00:00:00.000Z', country: '', job: 'student',
};

describe('admin user edit values', () => {
  it('starts from the user, with empty strings for missing fields', () => {
    expect(editValuesOf(user)).toMatchObject({ noHp: '', country: '', job: 'student', isPremium: false, premiumExpiresAt: '' });
  });

  it('sends the expiry as the end of the chosen day only while premium is on', () => {
    const values = { ...editValuesOf(user), isPremium: true, premiumExpiresAt: '2027-03-05' };
    expect(toUpdateBody(values).premiumExpiresAt).toBe(new Date('2027-03-05T23:59:59').toISOString());
    expect(toUpdateBody({ ...values, isPremium: false }).premiumExpiresAt).toBeNull();
  });
});
