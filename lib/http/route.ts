// The handler wrapper every route handler uses: parses the route parameters, the JSON body and the query with shared
// zod schemas, hands the handler typed input, and maps anything thrown to the one error shape. Auth wrappers build on
// this. A route parameter that fails its schema names nothing: 404, as for an id that does not exist.
import { z } from 'zod';
import { ApiError } from '../core/api-error';
import { readJsonBody } from './read-json-body';
import { toErrorResponse } from './error-response';

export interface RouteContext<TBody, TQuery, TParams> {
  request: Request;
  requestId: string | undefined;
  body: TBody;
  query: TQuery;
  params: TParams;
}

export interface RouteOptions<
  TBody extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TParams extends z.ZodType | undefined,
> {
  body?: TBody;
  query?: TQuery;
  /** The dynamic segments (`[sourceid]`…), parsed, never cast. */
  params?: TParams;
  /** The message of the 404 for a segment that fails `params` (e.g. 'journalNotFound'). */
  notFoundMessage?: string;
  /** Largest accepted body; the default suits every form of the product. */
  maxBodyBytes?: number;
}

export type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RouteSegment = { params?: Promise<Record<string, string | string[]>> };

async function parseParams(schema: z.ZodType | undefined, segment: RouteSegment | undefined, notFoundMessage?: string) {
  if (!schema) return undefined;
  const result = schema.safeParse((await segment?.params) ?? {});
  if (!result.success) throw new ApiError('not_found', notFoundMessage ?? 'notFound');
  return result.data;
}

export function route<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<TBody, TQuery, TParams>,
  handler: (context: RouteContext<Infer<TBody>, Infer<TQuery>, Infer<TParams>>) => Promise<Response>,
) {
  return async (request: Request, segment?: RouteSegment): Promise<Response> => {
    const requestId = request.headers.get('x-request-id') ?? undefined;
    try {
      const params = await parseParams(options.params, segment, options.notFoundMessage);
      const body = options.body
        ? options.body.parse(await readJsonBody(request, options.maxBodyBytes ?? 64 * 1024))
        : undefined;
      const query = options.query
        ? options.query.parse(Object.fromEntries(new URL(request.url).searchParams))
        : undefined;
      return await handler({
        request,
        requestId,
        body: body as Infer<TBody>,
        query: query as Infer<TQuery>,
        params: params as Infer<TParams>,
      });
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
