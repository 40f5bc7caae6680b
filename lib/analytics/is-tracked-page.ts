// Visits are tracked everywhere except the admin paths (/admin; the hidden admin path is refused on the server by
// record-visit.ts, so that this file, which every page loads, does not name it). The payment sandbox's popup is not a
// page view either (and its path holds a payment token).
export function isTrackedPage(page: string): boolean {
  const path = page.split('?')[0] ?? '';
  return !(path.startsWith('/admin') || /^\/(id|en)\/sandbox-pay\//.test(path));
}
