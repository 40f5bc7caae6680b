// The wrapper of admin routes: a caller without a valid admin token gets 401 whatever it sent. The hidden /masuk404
// path is not the protection; this check is. Admin answers are personal data: never cached.
import 'server-only';
import { withPrincipal } from '../http/with-principal';
import { getRequestAdmin } from './get-request-admin';

export const withAdmin = withPrincipal('admin', getRequestAdmin, { alwaysNoStore: true });
