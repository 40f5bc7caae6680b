import { changePasswordSchema, isPasswordOfUsername, loginSchema, registerSchema } from './auth';

const valid = {
  nama: '  Ani Lestari ',
  email: ' Ani.Lestari@Example.ORG ',
  noHp: '+62 (812) 3456-7890',
  username: ' Ani_Lestari.01 ',
  password: 'correct horse battery',
  country: ' Indonesia ',
  job: 'lecturer',
};

function issuePaths(payload: unknown): string[] {
  const result = registerSchema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('registerSchema', () => {
  it('trims the text, lower-cases email and username, and keeps the password as typed', () => {
    expect(registerSchema.parse(valid)).toEqual({
      nama: 'Ani Lestari',
      email: 'ani.lestari@example.org',
      noHp: '+62 (812) 3456-7890',
      username: 'ani_lestari.01',
      password: 'correct horse battery',
      country: 'Indonesia',
      job: 'lecturer',
    });
  });

  it('makes the phone optional: absent, null or blank is null', () => {
    const { noHp: _omitted, ...withoutPhone } = valid;
    expect(registerSchema.parse(withoutPhone).noHp).toBeNull();
    expect(registerSchema.parse({ ...valid, noHp: null }).noHp).toBeNull();
    expect(registerSchema.parse({ ...valid, noHp: '   ' }).noHp).toBeNull();
  });

  it('accepts the bounds of each rule', () => {
    for (const payload of [
      { ...valid, username: 'abc', password: 'x'.repeat(8) },
      { ...valid, username: 'a'.repeat(30), password: 'y'.repeat(128) },
      { ...valid, nama: 'A', country: 'ID', noHp: '1'.repeat(30) },
      { ...valid, nama: 'n'.repeat(100), country: 'c'.repeat(80), job: 'other' },
      { ...valid, password: 'onlylowercase' }, // no composition rules
    ]) {
      expect(issuePaths(payload)).toEqual([]);
    }
  });

  it.each([
    ['a missing name', { ...valid, nama: '   ' }, 'nama'],
    ['a too long name', { ...valid, nama: 'n'.repeat(101) }, 'nama'],
    ['a malformed email', { ...valid, email: 'ani@' }, 'email'],
    ['a missing email', { ...valid, email: undefined }, 'email'],
    ['a phone with letters', { ...valid, noHp: '0812-ABC' }, 'noHp'],
    ['a too long phone', { ...valid, noHp: '1'.repeat(31) }, 'noHp'],
    ['a too short username', { ...valid, username: 'ab' }, 'username'],
    ['a too long username', { ...valid, username: 'a'.repeat(31) }, 'username'],
    ['a username with a space', { ...valid, username: 'ani lestari' }, 'username'],
    ['a username with a dash', { ...valid, username: 'ani-lestari' }, 'username'],
    ['a too short password', { ...valid, password: 'x'.repeat(7) }, 'password'],
    ['a too long password', { ...valid, password: 'x'.repeat(129) }, 'password'],
    ['a password equal to the username', { ...valid, username: 'ani_lestari', password: 'Ani_Lestari' }, 'password'],
    ['a too short country', { ...valid, country: 'I' }, 'country'],
    ['a too long country', { ...valid, country: 'c'.repeat(81) }, 'country'],
    ['an unknown job', { ...valid, job: 'astronaut' }, 'job'],
    ['a missing job', { ...valid, job: undefined }, 'job'],
  ])('rejects %s at its field', (_, payload, path) => {
    expect(issuePaths(payload)).toContain(path);
  });

  it('answers missing or mistyped fields with the same message keys', () => {
    const result = registerSchema.safeParse({ noHp: 812, job: 7 });
    expect(Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [])).toEqual({
      nama: 'nameRequired',
      email: 'emailInvalid',
      noHp: 'phoneInvalid',
      username: 'usernameLength',
      password: 'passwordLength',
      country: 'countryInvalid',
      job: 'jobInvalid',
    });
  });

  it('names the rule in the message, for the form to translate', () => {
    const result = registerSchema.safeParse({ ...valid, username: 'ani_lestari', password: 'ani_lestari' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['passwordEqualsUsername']);
  });
});

describe('loginSchema', () => {
  it('lower-cases and trims the username, keeps the password', () => {
    expect(loginSchema.parse({ username: ' Ani_Lestari ', password: ' pass ' })).toEqual({
      username: 'ani_lestari',
      password: ' pass ',
    });
  });

  it.each([
    ['an empty username', { username: ' ', password: 'secret-pass' }, 'username'],
    ['a missing password', { username: 'ani' }, 'password'],
    ['an empty password', { username: 'ani', password: '' }, 'password'],
    ['a password over 128 characters', { username: 'ani', password: 'x'.repeat(129) }, 'password'],
    ['a username over 128 characters', { username: 'a'.repeat(129), password: 'secret-pass' }, 'username'],
  ])('rejects %s', (_, payload, path) => {
    const result = loginSchema.safeParse(payload);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('isPasswordOfUsername', () => {
  it('matches the stored username whatever the case and surrounding spaces of the password', () => {
    expect(isPasswordOfUsername(' Ani_Lestari ', 'ani_lestari')).toBe(true);
    expect(isPasswordOfUsername('ani_lestari!', 'ani_lestari')).toBe(false);
    expect(isPasswordOfUsername('ani_lestari', null)).toBe(false);
    expect(isPasswordOfUsername(undefined, 'ani_lestari')).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const change = { currentPassword: 'old password', newPassword: 'new password', newPasswordRepeat: 'new password' };
  const issues = (payload: unknown) => {
    const result = changePasswordSchema.safeParse(payload);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('keeps every password as typed', () => {
    expect(changePasswordSchema.parse({ ...change, newPassword: ' spaced out ', newPasswordRepeat: ' spaced out ' })).toEqual({
      currentPassword: 'old password',
      newPassword: ' spaced out ',
      newPasswordRepeat: ' spaced out ',
    });
  });

  it('takes any current password login would take, and the new one under the registration policy', () => {
    expect(issues({ ...change, currentPassword: 'x' })).toEqual([]);
    expect(issues({ ...change, currentPassword: '' })).toEqual([['currentPassword', 'currentPasswordRequired']]);
    expect(issues({ ...change, newPassword: 'short', newPasswordRepeat: 'short' })).toEqual([['newPassword', 'passwordLength']]);
    const long = 'x'.repeat(129);
    expect(issues({ ...change, newPassword: long, newPasswordRepeat: long })).toEqual([['newPassword', 'passwordLength']]);
  });

  it('asks for the new password twice alike, and different from the current one', () => {
    expect(issues({ ...change, newPasswordRepeat: 'new passwords' })).toEqual([['newPasswordRepeat', 'passwordRepeatMismatch']]);
    expect(issues({ ...change, newPassword: 'old password', newPasswordRepeat: 'old password' })).toEqual([
      ['newPassword', 'passwordUnchanged'],
    ]);
    expect(issues({ currentPassword: 'old password', newPassword: 'new password' })).toEqual([
      ['newPasswordRepeat', 'passwordRepeatMismatch'],
    ]);
  });
});
