// The handler wrapper every route handler uses: parses the JSON body and the query with shared zod schemas, hands
// the handler typed input, and maps anything thrown to the one error shape. Auth wrappers build on this.
import type { z } from 'zod';
import { readJsonBody } from './read-json-body';
import { toErrorResponse } from './error-response';

export interface RouteContext<TBody, TQuery, TParams> {
  request: Request;
  requestId: string | undefined;
  body: TBody;
  query: TQuery;
  params: TParams;
}

interface RouteOptions<TBody extends z.ZodType | undefined, TQuery extends z.ZodType | undefined> {
  body?: TBody;
  query?: TQuery;
  /** Largest accepted body; the default suits every form of the product. */
  maxBodyBytes?: number;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export function route<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams = Record<string, string>,
>(
  options: RouteOptions<TBody, TQuery>,
  handler: (context: RouteContext<Infer<TBody>, Infer<TQuery>, TParams>) => Promise<Response>,
) {
  return async (request: Request, segment?: { params?: Promise<TParams> }): Promise<Response> => {
    const requestId = request.headers.get('x-request-id') ?? undefined;
    try {
      const params = ((await segment?.params) ?? {}) as TParams;
      const body = options.body
        ? options.body.parse(await readJsonBody(request, options.maxBodyBytes ?? 64 * 1024))
        : undefined;
      const query = options.query
        ? options.query.parse(Object.fromEntries(new URL(request.url).searchParams))
        : undefined;
      return await handler({ request, requestId, body: body as Infer<TBody>, query: query as Infer<TQuery>, params });
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
