// The register form's errors after a field changed: a field already showing an error is checked again on its own
// (the shared schema's rule for that field, and for the password its difference from the username), so the error goes
// as soon as the value is right, or says what is still wrong. A field showing no error is left alone: typing never
// raises one before the form is sent. The password is checked again when the username changes too.
import { isPasswordOfUsername, registerFieldsSchema } from '@/lib/schemas/auth';
import type { FieldErrors } from './field-errors';

type RegisterField = keyof typeof registerFieldsSchema.shape;
export type RegisterValues = Record<RegisterField, string>;

function errorOfField(field: RegisterField, values: RegisterValues): string | undefined {
  const result = registerFieldsSchema.shape[field].safeParse(values[field]);
  if (!result.success) return result.error.issues[0]?.message;
  if (field === 'password' && isPasswordOfUsername(values.password, values.username.trim().toLowerCase())) {
    return 'passwordEqualsUsername';
  }
  return undefined;
}

export function recheckErrors(errors: FieldErrors, values: RegisterValues, changed: RegisterField): FieldErrors {
  const affected: RegisterField[] = changed === 'username' ? ['username', 'password'] : [changed];
  let next = errors;
  for (const field of affected) {
    if (!errors[field]) continue;
    next = { ...next, [field]: errorOfField(field, values) };
  }
  return next;
}
