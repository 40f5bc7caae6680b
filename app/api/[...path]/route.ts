// Any /api path without a handler answers the one error shape with 404, whatever the method.
import { errorBody } from '@/lib/core/api-error';
import { errorJson } from '@/lib/http/error-response';

const notFound = async () => errorJson(errorBody('not_found', 'notFound'));

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
