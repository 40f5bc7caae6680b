// Visits are tracked everywhere except the admin paths (/admin, and the hidden /masuk404 where the admin area is). The
// payment sandbox's popup is not a page view either (and its path holds a payment token).
export function isTrackedPage(page: string): boolean {
  const path = page.split('?')[0] ?? '';
  return !(path.startsWith('/admin') || path.startsWith('/masuk404') || /^\/(id|en)\/sandbox-pay\//.test(path));
}
