// The admin API's answers and the edit body, named as the admin pages use them but declared by the server's own
// modules: a change there is a type error here, not a silent drift. Type-only imports are erased from the browser
// bundle, so no server code comes with them. Each answer is `JsonOf` its server type (a Date arrives as ISO text).
import type { JsonOf } from '../../client/json-of';
import type { AdminUserUpdateInput } from '../../schemas/admin';
import type { AdminUserView } from '../admin-user-view';
import type { CountStat as ServerCountStat, VisitDashboard } from '../dashboard/admin-visit-stats';
import type { AdminDashboard } from '../get-admin-dashboard';
import type { AdminUserPage } from '../list-admin-users';
import type { AdminLoginResult } from '../login-admin';
import type { CountryReport } from '../search-console/get-country-report';
import type { CountryRow as ServerCountryRow } from '../search-console/search-console-client';

/** POST /api/admin/login. */
export type AdminLoginResponse = JsonOf<AdminLoginResult>;
export type AdminDetails = AdminLoginResponse['admin'];

/** GET /api/admin/dashboard: the user counts. */
export type AdminDashboardStats = JsonOf<AdminDashboard>;

/** GET /api/analytics/dashboard: the visit figures, charts and keywords. */
export type AnalyticsDashboard = JsonOf<VisitDashboard>;
export type CountStat = JsonOf<ServerCountStat>;

/** GET /api/gsc/countries. */
export type CountriesResponse = JsonOf<CountryReport>;
export type CountryRow = JsonOf<ServerCountryRow>;

/** GET /api/admin/users. */
export type AdminUsersResponse = JsonOf<AdminUserPage>;
export type AdminUser = JsonOf<AdminUserView>;
export type Pagination = AdminUsersResponse['pagination'];

/**
 * The body of PUT /api/admin/users/{id}: the schema's result in JSON (the expiry as ISO text or null). `job` is the
 * select's value as it stands: the server refuses one outside its list (jobInvalid).
 */
export type AdminUserUpdate = Omit<JsonOf<AdminUserUpdateInput>, 'job'> & { job: string };
