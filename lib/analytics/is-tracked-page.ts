// spec §1: visits are tracked everywhere except the admin paths (the spec's /admin and the hidden /masuk404). The
// payment sandbox's popup is not a page view either (and its path holds a payment token).
export function isTrackedPage(page: string): boolean {
  const path = page.split('?')[0] ?? '';
  return !(path.startsWith('/admin') || path.startsWith('/masuk404') || /^\/(id|en)\/sandbox-pay\//.test(path));
}
