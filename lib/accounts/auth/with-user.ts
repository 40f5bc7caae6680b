// The wrapper of signed-in user routes: a caller without a valid user token gets 401 whatever it sent (an admin token
// never passes: getRequestUser checks the audience). Answers are marked no-store unless the handler says otherwise.
import 'server-only';
import { withPrincipal } from '../../http/with-principal';
import { getRequestUser } from './get-request-user';

export const withUser = withPrincipal('user', getRequestUser, { alwaysNoStore: false });
