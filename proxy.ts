// Runs before every page: `/` → `/id`, the language of `/id/...` and `/en/...`, and the nonce-based CSP of pages.
// Anything else passes through untouched so that Next renders the not-found page with status 404 (spec §2).
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { pageContentSecurityPolicy } from './lib/http/content-security-policy';
import { isLocale, routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  request.headers.set('content-security-policy', policy);
  request.headers.set('x-nonce', nonce);

  const firstSegment = request.nextUrl.pathname.split('/')[1] ?? '';
  const response =
    firstSegment === '' || isLocale(firstSegment)
      ? handleI18nRouting(request)
      : NextResponse.next({ request: { headers: request.headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: API routes, Next's assets, the Socket.IO endpoint and files with an extension are not pages.
  matcher: ['/((?!api|_next|socket\\.io|locales|.*\\..*).*)'],
};
