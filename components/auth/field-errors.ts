// Field errors of the auth forms, from the shared zod schemas on the client or from the API's 400 `details` (the same
// schemas on the server): the first message key per field, which the form translates and shows by its input.
import type { ZodError } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

interface DetailEntry {
  path: string;
  message: string;
}

function isDetailEntry(value: unknown): value is DetailEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

function firstPerField(entries: DetailEntry[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of entries) {
    const field = path.split('.')[0];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export function fieldErrorsOfZod(error: ZodError): FieldErrors {
  return firstPerField(error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}

/**
 * The field errors of an API error body: a taken username or email (409) is that field's problem; a 400 lists its
 * fields in `details` (`[{ path, message }]`); anything else concerns no field.
 */
export function fieldErrorsOfAnswer(body: { message: string; details?: unknown }): FieldErrors {
  if (body.message === 'usernameTaken') return { username: body.message };
  if (body.message === 'emailTaken') return { email: body.message };
  return Array.isArray(body.details) ? firstPerField(body.details.filter(isDetailEntry)) : {};
}
