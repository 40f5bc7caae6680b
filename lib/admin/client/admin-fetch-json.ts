// The admin area's fetcher: the shared one with the admin token as `x-admin-token`, so a refused call throws the same
// ApiClientError (status, code, body) as anywhere else. A 401 clears the admin session and does a full navigation to
// the login, which resets every admin component's state with it. The login call sends `token: null`: its 401 is a
// wrong password, not an ended session.
import { createFetchJson, type TokenSource } from '../../client/create-fetch-json';
import { ADMIN_LOGIN_PATH } from './admin-paths';
import { clearAdminSession, readAdminToken } from './admin-storage';

export const adminTokenSource: TokenSource = {
  header: 'x-admin-token',
  read: readAdminToken,
  onUnauthorized() {
    clearAdminSession();
    window.location.assign(ADMIN_LOGIN_PATH);
  },
};

export const adminFetchJson = createFetchJson(adminTokenSource);
