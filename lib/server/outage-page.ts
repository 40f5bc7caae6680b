// Pages while the database is down: a page that needs it would answer Next's 500. Instead the visitor gets 503 with
// Retry-After and a short page in the page's language (Outage in messages/{id,en}.json); pages that do not need the
// database render as usual, and the page cache keeps serving what it holds (it answers before any render).
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { isDatabaseKnownDown } from '../core/database-availability';
import type { RequestHandler } from './request-context';

/** What crawlers and browsers are told: the text promises a minute. */
export const outagePageRetryAfterSeconds = 60;

type Language = 'id' | 'en';

interface OutageTexts {
  title: string;
  body: string;
}

function readTexts(language: Language): OutageTexts {
  const file = path.join(process.cwd(), 'messages', `${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { Outage: OutageTexts }).Outage;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function pageLanguage(req: http.IncomingMessage): Language {
  const url = req.url ?? '/';
  if (/^\/en(\/|\?|$)/.test(url)) return 'en';
  if (/^\/id(\/|\?|$)/.test(url)) return 'id';
  return /^en\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'en' : 'id';
}

export function outagePageHtml(language: Language, texts: OutageTexts): string {
  const title = escapeHtml(texts.title);
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(texts.body)}</p></main></body></html>`
  );
}

/**
 * Wraps the page renderer: when a page is about to answer 5xx while the database is known down, the outage page is
 * sent instead and whatever the renderer writes after that is dropped.
 */
export function withOutagePages(render: RequestHandler): RequestHandler {
  const pages = { id: outagePageHtml('id', readTexts('id')), en: outagePageHtml('en', readTexts('en')) };
  return (req, res) => {
    if ((req.url ?? '').startsWith('/api/') || (req.url ?? '').startsWith('/_next/')) return render(req, res);
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    let isReplaced = false;
    const isFailingForDatabase = (status: number) => status >= 500 && isDatabaseKnownDown();

    function answerOutage(): void {
      isReplaced = true;
      const body = Buffer.from(pages[pageLanguage(req)]);
      for (const name of res.getHeaderNames()) {
        if (/^(content-|cache-control$|etag$|vary$|link$|x-nextjs)/.test(name)) res.removeHeader(name);
      }
      writeHead(503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(body.length),
        'Cache-Control': 'no-store',
        'Retry-After': String(outagePageRetryAfterSeconds),
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
      end(req.method === 'HEAD' ? undefined : body);
    }

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (isReplaced) return res;
      if (!isFailingForDatabase(status)) return writeHead(status, ...rest);
      answerOutage();
      return res;
    }) as typeof res.writeHead;
    res.write = ((...args: unknown[]) => {
      if (!isReplaced && !res.headersSent && isFailingForDatabase(res.statusCode)) answerOutage();
      return isReplaced ? true : write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (!isReplaced && !res.headersSent && isFailingForDatabase(res.statusCode)) answerOutage();
      if (!isReplaced) return end(...args);
      (args.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
      return res;
    }) as typeof res.end;
    return render(req, res);
  };
}
