import { isHiddenAdminPath } from './admin-path';

describe('isHiddenAdminPath', () => {
  it.each(['/masuk404', '/masuk404/', '/masuk404/login?next=/x', '/masuk404/users'])('is true for %s', (url) => {
    expect(isHiddenAdminPath(url)).toBe(true);
  });

  it.each(['/', '/id', '/masuk4040', '/id/masuk404', '/admin-panel/login', '/api/admin/login'])('is false for %s', (url) => {
    expect(isHiddenAdminPath(url)).toBe(false);
  });
});
