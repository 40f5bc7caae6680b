// The wrapper of routes that need a signed-in principal (a user, an admin), built on route(): the principal is
// resolved before the body is read, so a caller without a valid token gets 401 whatever it sent. Each domain makes its
// own wrapper from its resolver (lib/accounts/auth/with-user.ts, lib/admin/with-admin.ts); this file knows none.
import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../core/api-error';
import { toErrorResponse } from './error-response';
import { type Infer, route, type RouteContext, type RouteOptions, type RouteSegment } from './route';

export interface PrincipalPolicy {
  /**
   * Answers are personal: marked no-store unless the handler set its own Cache-Control; with `alwaysNoStore`, no-store
   * whatever the handler said.
   */
  alwaysNoStore: boolean;
}

export type PrincipalRouteContext<TBody, TQuery, TParams, TKey extends string, TPrincipal> = RouteContext<
  TBody,
  TQuery,
  TParams
> &
  Record<TKey, TPrincipal>;

export function withPrincipal<TKey extends string, TPrincipal>(
  key: TKey,
  resolve: (request: Request) => Promise<TPrincipal | null>,
  policy: PrincipalPolicy,
) {
  return function wrap<
    TBody extends z.ZodType | undefined = undefined,
    TQuery extends z.ZodType | undefined = undefined,
    TParams extends z.ZodType | undefined = undefined,
  >(
    options: RouteOptions<TBody, TQuery, TParams>,
    handler: (
      context: PrincipalRouteContext<Infer<TBody>, Infer<TQuery>, Infer<TParams>, TKey, TPrincipal>,
    ) => Promise<Response>,
  ) {
    return async (request: Request, segment?: RouteSegment): Promise<Response> => {
      let principal: TPrincipal | null;
      try {
        principal = await resolve(request);
      } catch (error) {
        return toErrorResponse(error, request.headers.get('x-request-id') ?? undefined);
      }
      if (!principal) return toErrorResponse(new ApiError('unauthorized', 'unauthorized'));
      const signedIn = principal;
      const response = await route<TBody, TQuery, TParams>(options, (context) =>
        handler({ ...context, [key]: signedIn } as PrincipalRouteContext<
          Infer<TBody>,
          Infer<TQuery>,
          Infer<TParams>,
          TKey,
          TPrincipal
        >),
      )(request, segment);
      if (policy.alwaysNoStore || !response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
      return response;
    };
  };
}
