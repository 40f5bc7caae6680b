// User text inside a LIKE/ILIKE pattern must match literally: `%`, `_` and the escape character `\` (PostgreSQL's
// default LIKE escape) are escaped, so "100%" or "a_b" do not act as wildcards.

export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
