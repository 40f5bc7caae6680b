import { recheckErrors, type RegisterValues } from './recheck-errors';

const valid: RegisterValues = {
  nama: 'Peneliti Uji',
  email: 'peneliti@example.test',
  noHp: '',
  username: 'peneliti',
  password: 'kata-sandi-panjang',
  country: 'Indonesia',
  job: 'lecturer',
};

describe('checking a register field again after it changed', () => {
  it('clears the error of a field once its value is right', () => {
    expect(recheckErrors({ email: 'emailInvalid', nama: 'nameRequired' }, valid, 'email')).toEqual({
      email: undefined,
      nama: 'nameRequired',
    });
  });

  it('says what is still wrong when the value changed but is not right yet', () => {
    expect(recheckErrors({ username: 'usernameLength' }, { ...valid, username: 'ab!' }, 'username')).toEqual({
      username: 'usernameCharacters',
    });
  });

  it('clears a server refusal (a taken username) when that field changes, and only then', () => {
    expect(recheckErrors({ username: 'usernameTaken' }, { ...valid, nama: 'Lain' }, 'nama')).toEqual({ username: 'usernameTaken' });
    expect(recheckErrors({ username: 'usernameTaken' }, { ...valid, username: 'peneliti2' }, 'username')).toEqual({
      username: undefined,
    });
  });

  it('raises no error on a field that showed none', () => {
    expect(recheckErrors({}, { ...valid, email: 'not-an-email' }, 'email')).toEqual({});
  });

  it('checks the password against the username, also when the username changes', () => {
    const same = { ...valid, password: 'Peneliti99', username: 'peneliti99' };
    expect(recheckErrors({ password: 'passwordEqualsUsername' }, same, 'password')).toEqual({ password: 'passwordEqualsUsername' });
    expect(recheckErrors({ password: 'passwordEqualsUsername' }, { ...same, username: 'peneliti98' }, 'username')).toEqual({
      password: undefined,
    });
  });

  it('checks the choices (country, job) like the text fields', () => {
    expect(recheckErrors({ job: 'jobInvalid' }, valid, 'job')).toEqual({ job: undefined });
    expect(recheckErrors({ country: 'countryInvalid' }, { ...valid, country: '' }, 'country')).toEqual({ country: 'countryInvalid' });
  });
});
