// The public pages' routes (and the sandbox payment popup), below the language segment. proxy.ts answers every
// other path with the not-found page and status 404 itself, because Next 16's notFound() sends an empty HTML body
// (vercel/next.js#62228).
const patterns: RegExp[] = [
  /^$/,
  /^journal\/[^/]+$/,
  /^compare$/,
  /^favorite$/,
  /^account$/,
  /^about$/,
  /^pricing$/,
  /^invoice\/[^/]+$/,
  /^standalone-journals$/,
  /^publishers$/,
  /^new-scopus$/,
  /^discontinued-journal$/,
  /^sinta$/,
  /^sinta\/[^/]+$/,
  // The local sandbox's payment popup (lib/billing/README.md), framed by the invoice page.
  /^sandbox-pay\/[^/]+$/,
];

/** `rest` is the path after `/{lang}/`, without leading or trailing slash (`journal/28773`). */
export function isPublicRoute(rest: string): boolean {
  return patterns.some((pattern) => pattern.test(rest));
}
