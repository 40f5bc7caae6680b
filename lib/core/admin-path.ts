// Where the admin area is reached (the hidden path the spec fixes) and where its pages live in app/ (a plain name
// that proxy.ts answers with 404 when asked for directly). Only server code imports this file: Next's client router
// lists the app's route segments in every page's flight data, so the hidden path must not be one of them, and no
// script a public page loads may name it.
export const ADMIN_PATH = '/masuk404';
export const ADMIN_APP_SEGMENT = 'admin-panel';

/** The hidden admin area itself, or a path below it (a query string is ignored). */
export function isHiddenAdminPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}
