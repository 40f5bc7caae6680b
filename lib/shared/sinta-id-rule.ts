// The one SINTA id rule: a SINTA profile number (the number at the end of its profile URL) is a positive integer of
// at most nine digits, which PostgreSQL's INTEGER holds; anything else names no SINTA journal, so lookups answer "not
// found" without touching the database. Without zod, so proxy.ts's bundle does not carry the schema library.
const sintaIdPattern = /^[1-9]\d{0,8}$/;

/** The profile number, or null when the text cannot be one. */
export function parseSintaId(text: string): number | null {
  return sintaIdPattern.test(text) ? Number(text) : null;
}
