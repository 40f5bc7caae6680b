// Runs before every page: `/` → `/id`, the language of `/id/...` and `/en/...`, the nonce-based CSP of pages (only
// the sandbox payment popup may be framed, by the site itself), and the 404 of every other path, answered
// here with the not-found page so its HTML is server-rendered. A journal page whose source id the catalogue lacks (or
// a SINTA journal page whose profile number SINTA lacks) gets its 404 status here too; the page renders the not-found
// text. The hidden admin path is rewritten to the admin area's pages (app/admin-panel, 404 when asked for by that
// name), with only the CSP.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { pageContentSecurityPolicy } from './lib/http/content-security-policy';
import { newNonce } from './lib/http/new-nonce';
import { isPublicRoute } from './lib/i18n/public-routes';
import { defaultLocale, isLocale, routing } from './lib/i18n/routing';
import { journalExists } from './lib/catalogue/journal-exists';
import { sintaJournalExists } from './lib/sinta/sinta-journal-exists';
import { describeError, log } from './lib/core/log';
import { ADMIN_APP_SEGMENT, ADMIN_PATH, isHiddenAdminPath } from './lib/core/admin-path';

const handleI18nRouting = createMiddleware(routing);

const lookups = new Map<string, (id: string) => Promise<boolean>>([
  ['journal', journalExists],
  ['sinta', sintaJournalExists],
]);

/**
 * For `/{lang}/journal/{id}` and `/{lang}/sinta/{id}`: false when the catalogue (or SINTA) has no such journal (a
 * database failure is not a 404).
 */
async function isKnownJournal(rest: string[]): Promise<boolean> {
  const exists = rest.length === 2 ? lookups.get(rest[0] ?? '') : undefined;
  if (!exists) return true;
  let id: string;
  try {
    id = decodeURIComponent(rest[1] ?? '');
  } catch {
    return false;
  }
  return exists(id).catch((error: unknown) => {
    log.warn('journal existence check failed', describeError(error));
    return true;
  });
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // The admin area is not localized: its pages, with the request's CSP for their nonce. The browser keeps the hidden
  // address; the route Next knows (and lists to every page) is the plain one.
  if (isHiddenAdminPath(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${ADMIN_APP_SEGMENT}${pathname.slice(ADMIN_PATH.length)}`;
    return NextResponse.rewrite(target, { request: { headers: request.headers } });
  }
  const [, first = '', ...rest] = pathname.split('/');
  if (first === '' || (isLocale(first) && isPublicRoute(rest.join('/')) && (await isKnownJournal(rest)))) {
    return handleI18nRouting(request);
  }
  // Unknown language or unknown page: the catch-all page of the language (id when there is none) renders the
  // not-found content; the status is set here because a page cannot set it.
  const target = request.nextUrl.clone();
  if (!isLocale(first)) target.pathname = `/${defaultLocale}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(target, { status: 404, request: { headers: request.headers } });
}

/** The sandbox payment popup, which the invoice page frames: the one page the site itself may put in a frame. */
function isSandboxPaymentPage(pathname: string): boolean {
  const [, first = '', second] = pathname.split('/');
  return isLocale(first) && second === 'sandbox-pay';
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = newNonce();
  const isFramableBySelf = isSandboxPaymentPage(request.nextUrl.pathname);
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', { isFramableBySelf });
  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  request.headers.set('content-security-policy', policy);
  request.headers.set('x-nonce', nonce);
  const response = await route(request);
  response.headers.set('content-security-policy', policy);
  // Replaces server.ts's `X-Frame-Options: DENY` (set on every answer) for browsers that read only the old header.
  if (isFramableBySelf) response.headers.set('x-frame-options', 'SAMEORIGIN');
  return response;
}

export const config = {
  // Pages only: API routes, Next's assets, the Socket.IO endpoint and files with an extension are not pages.
  matcher: ['/((?!api|_next|socket\\.io|locales|.*\\..*).*)'],
};
