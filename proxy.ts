// Runs before every page: `/` → `/id`, the language of `/id/...` and `/en/...`, the nonce-based CSP of pages, and
// the 404 of every other path (spec §2), answered here with the not-found page so its HTML is server-rendered.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { pageContentSecurityPolicy } from './lib/http/content-security-policy';
import { isPublicRoute } from './lib/i18n/public-routes';
import { defaultLocale, isLocale, routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

function route(request: NextRequest): NextResponse {
  const [, first = '', ...rest] = request.nextUrl.pathname.split('/');
  if (first === '' || (isLocale(first) && isPublicRoute(rest.join('/')))) return handleI18nRouting(request);
  // Unknown language or unknown page: the catch-all page of the language (id when there is none) renders the
  // not-found content; the status is set here because a page cannot set it.
  const target = request.nextUrl.clone();
  if (!isLocale(first)) target.pathname = `/${defaultLocale}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(target, { status: 404, request: { headers: request.headers } });
}

export default function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  request.headers.set('content-security-policy', policy);
  request.headers.set('x-nonce', nonce);
  const response = route(request);
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: API routes, Next's assets, the Socket.IO endpoint and files with an extension are not pages.
  matcher: ['/((?!api|_next|socket\\.io|locales|.*\\..*).*)'],
};
