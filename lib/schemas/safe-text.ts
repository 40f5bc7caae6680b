// The one string builder for text from outside (bodies, queries, route parameters): PostgreSQL cannot store NUL or
// an unpaired UTF-16 surrogate (22021/22P05, a 500), and no field of the product needs control characters, so they are
// refused with 400 here, before any query. Multi-line fields keep tab, newline and carriage return.
import { z } from 'zod';

export const TEXT_INVALID = 'textInvalid';

// C0 controls and DEL; tab (09), newline (0A) and carriage return (0D) are told apart by the multi-line rule.
const singleLineControls = /[\u0000-\u001F\u007F]/;
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text and it holds no control character (but tab/newline/CR when multi-line). */
export function isSafeText(text: string, isMultiLine = false): boolean {
  return !(isMultiLine ? multiLineControls : singleLineControls).test(text) && !loneSurrogate.test(text);
}

/** Text without NUL, lone surrogates and other control characters; the rest of the rules chain after it. */
export function safeText(options: { message?: string; isMultiLine?: boolean } = {}) {
  return z
    .string(options.message === undefined ? undefined : { message: options.message })
    .refine((text) => isSafeText(text, options.isMultiLine), { message: TEXT_INVALID });
}

/** True when every string in a JSON value, keys included, is safe text (a payload stored whole, as jsonb). */
export function hasOnlySafeText(value: unknown): boolean {
  if (typeof value === 'string') return isSafeText(value, true);
  if (Array.isArray(value)) return value.every(hasOnlySafeText);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => isSafeText(key) && hasOnlySafeText(inner));
  }
  return true;
}

/** The same text with the refused characters removed: for a page's query, where a 400 page helps nobody. */
export function toSafeText(text: string): string {
  return text
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}
