// The wrapper of admin routes, twin of withUser: the admin is resolved before the body is read, so a caller without a
// valid admin token gets 401 whatever it sent. The hidden /masuk404 path is not the protection; this check is.
import 'server-only';
import type { z } from 'zod';
import { getRequestAdmin, type RequestAdmin } from '../admin/get-request-admin';
import { ApiError } from './api-error';
import { toErrorResponse } from './error-response';
import { type Infer, route, type RouteContext, type RouteOptions, type RouteSegment } from './route';

export interface AdminRouteContext<TBody, TQuery, TParams> extends RouteContext<TBody, TQuery, TParams> {
  admin: RequestAdmin;
}

export function withAdmin<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<TBody, TQuery, TParams>,
  handler: (context: AdminRouteContext<Infer<TBody>, Infer<TQuery>, Infer<TParams>>) => Promise<Response>,
) {
  return async (request: Request, segment?: RouteSegment): Promise<Response> => {
    let admin: RequestAdmin | null;
    try {
      admin = await getRequestAdmin(request);
    } catch (error) {
      return toErrorResponse(error, request.headers.get('x-request-id') ?? undefined);
    }
    if (!admin) return toErrorResponse(new ApiError('unauthorized', 'unauthorized'));
    const signedIn = admin;
    const response = await route<TBody, TQuery, TParams>(options, (context) => handler({ ...context, admin: signedIn }))(
      request,
      segment,
    );
    // Admin answers are personal data: never cached.
    response.headers.set('cache-control', 'no-store');
    return response;
  };
}
