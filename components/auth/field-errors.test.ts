import { registerSchema } from '@/lib/schemas/auth';
import { fieldErrorsOfAnswer, fieldErrorsOfZod } from './field-errors';

describe('auth form field errors', () => {
  it('keeps the first message key per field of a zod error', () => {
    const result = registerSchema.safeParse({
      nama: '',
      email: 'not-an-email',
      username: 'a',
      password: 'short',
      country: '',
      job: 'astronaut',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOfZod(result.error)).toEqual({
      nama: 'nameRequired',
      email: 'emailInvalid',
      username: 'usernameLength',
      password: 'passwordLength',
      country: 'countryInvalid',
      job: 'jobInvalid',
    });
  });

  it('reads the API details and ignores malformed ones', () => {
    const details = [
      { path: 'email', message: 'emailInvalid' },
      { path: 'email', message: 'other' },
      { path: 'noHp', message: 'phoneInvalid' },
      { nonsense: true },
    ];
    expect(fieldErrorsOfAnswer({ message: 'invalidInput', details })).toEqual({ email: 'emailInvalid', noHp: 'phoneInvalid' });
    expect(fieldErrorsOfAnswer({ message: 'invalidInput', details: 'nope' })).toEqual({});
  });

  it('puts a conflict on the field that is taken', () => {
    expect(fieldErrorsOfAnswer({ message: 'usernameTaken' })).toEqual({ username: 'usernameTaken' });
    expect(fieldErrorsOfAnswer({ message: 'emailTaken' })).toEqual({ email: 'emailTaken' });
    expect(fieldErrorsOfAnswer({ message: 'tooManyAttempts' })).toEqual({});
  });
});
