// The wrapper of signed-in user routes, built on route(): the user is resolved before the body is read, so a caller
// without a valid user token gets 401 whatever it sent (an admin token never passes: getRequestUser checks the
// audience). Answers are personal: they are marked no-store unless the handler says otherwise.
import 'server-only';
import type { z } from 'zod';
import { getRequestUser, type RequestUser } from '../auth/get-request-user';
import { ApiError } from './api-error';
import { toErrorResponse } from './error-response';
import { route, type RouteContext } from './route';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface UserRouteContext<TBody, TQuery, TParams> extends RouteContext<TBody, TQuery, TParams> {
  user: RequestUser;
}

interface UserRouteOptions<TBody extends z.ZodType | undefined, TQuery extends z.ZodType | undefined> {
  body?: TBody;
  query?: TQuery;
  maxBodyBytes?: number;
}

export function withUser<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams = Record<string, string>,
>(
  options: UserRouteOptions<TBody, TQuery>,
  handler: (context: UserRouteContext<Infer<TBody>, Infer<TQuery>, TParams>) => Promise<Response>,
) {
  return async (request: Request, segment?: { params?: Promise<TParams> }): Promise<Response> => {
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
