// Any /api path without a handler answers the one error shape with 404, whatever the method.
import { errorJson } from '@/lib/http/error-response';

const notFound = async () => errorJson({ message: 'notFound', code: 'not_found' });

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
