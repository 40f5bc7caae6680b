// Operators' scope texts ("aims and scope"), which no open data set holds: one journal a line,
// `<Sourceid or SINTA website>\t<scope text>`; blank lines and lines starting with '#' are skipped.

export function parseScopeTexts(text: string): Map<string, string> {
  const scopes = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [key = '', ...rest] = line.split('\t');
    const scope = rest.join(' ').trim();
    if (key.trim() !== '' && scope !== '') scopes.set(key.trim(), scope);
  }
  return scopes;
}
