// The wrapper of signed-in user routes, built on route(): the user is resolved before the body is read, so a caller
// without a valid user token gets 401 whatever it sent (an admin token never passes: getRequestUser checks the
// audience). Answers are personal: they are marked no-store unless the handler says otherwise.
import 'server-only';
import type { z } from 'zod';
import { getRequestUser, type RequestUser } from '../auth/get-request-user';
import { ApiError } from './api-error';
import { toErrorResponse } from './error-response';
import { type Infer, route, type RouteContext, type RouteOptions, type RouteSegment } from './route';

export interface UserRouteContext<TBody, TQuery, TParams> extends RouteContext<TBody, TQuery, TParams> {
  user: RequestUser;
}

export function withUser<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<TBody, TQuery, TParams>,
  handler: (context: UserRouteContext<Infer<TBody>, Infer<TQuery>, Infer<TParams>>) => Promise<Response>,
) {
  return async (request: Request, segment?: RouteSegment): Promise<Response> => {
    let user: RequestUser | null;
    try {
      user = await getRequestUser(request);
    } catch (error) {
      return toErrorResponse(error, request.headers.get('x-request-id') ?? undefined);
    }
    if (!user) return toErrorResponse(new ApiError('unauthorized', 'unauthorized'));
    const signedIn = user;
    const response = await route<TBody, TQuery, TParams>(options, (context) => handler({ ...context, user: signedIn }))(
      request,
      segment,
    );
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
    return response;
  };
}
