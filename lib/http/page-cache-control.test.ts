import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { pageAnswerCacheControl, relaxPageNoStore } from './page-cache-control';

const nextDynamic = 'private, no-cache, no-store, max-age=0, must-revalidate';

describe('pageAnswerCacheControl', () => {
  it('lets a page and its RSC payload into the back/forward cache', () => {
    expect(pageAnswerCacheControl('text/html; charset=utf-8', nextDynamic)).toBe('private, no-cache');
    expect(pageAnswerCacheControl('text/x-component', nextDynamic)).toBe('private, no-cache');
  });

  it('keeps no-store on anything else and any other policy of a page', () => {
    expect(pageAnswerCacheControl('application/json', 'no-store')).toBe('no-store');
    expect(pageAnswerCacheControl('text/csv; charset=utf-8', 'private, no-store')).toBe('private, no-store');
    expect(pageAnswerCacheControl('text/html', 'public, max-age=60')).toBe('public, max-age=60');
  });
});

describe('relaxPageNoStore', () => {
  function response(): ServerResponse {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    relaxPageNoStore(res);
    return res;
  }

  it('rewrites the header Next set once the headers are sent', () => {
    const res = response();
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', nextDynamic);
    res.writeHead(200);
    expect(res.getHeader('cache-control')).toBe('private, no-cache');
  });

  it('leaves a personal JSON answer no-store', () => {
    const res = response();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.writeHead(200);
    expect(res.getHeader('cache-control')).toBe('no-store');
  });
});
