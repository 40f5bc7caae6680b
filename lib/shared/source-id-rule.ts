// The one Sourceid rule: a Scopus source id is a positive integer without leading zeros that fits
// PostgreSQL's BIGINT; anything else names no journal, so lookups answer "not found" without touching the database.
// Without zod, so the browser's code that checks ids (the compare tray) does not carry the schema library.
const sourceIdPattern = /^[1-9]\d{0,18}$/;
const maxSourceId = BigInt('9223372036854775807');

export function isSourceId(text: string): boolean {
  return sourceIdPattern.test(text) && BigInt(text) <= maxSourceId;
}

/** The id as the BIGINT column holds it, or null when the text cannot be a Sourceid. */
export function parseSourceId(text: string): bigint | null {
  return isSourceId(text) ? BigInt(text) : null;
}
