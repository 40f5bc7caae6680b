// Where the admin area's pages live (a hidden path, not under the localized [lang] tree).
export const ADMIN_LOGIN_PATH = '/masuk404/login';
export const ADMIN_DASHBOARD_PATH = '/masuk404/dashboard';
