import { z } from 'zod';
import { ApiError } from '../core/api-error';
import { route } from './route';
import { safeText } from '../schemas/safe-text';
import { sourceIdParamsSchema } from '../schemas/source-id';

const schema = z.object({ name: z.string().min(2) });
const echo = route({ body: schema }, async ({ body }) => Response.json({ hello: body.name }));

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/test', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('route', () => {
  it('hands the handler the parsed body', async () => {
    const response = await echo(post('{"name":"Ani"}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: 'Ani' });
  });

  it('answers malformed JSON with 400 invalidJson', async () => {
    const response = await echo(post('{"name":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'invalidJson', code: 'bad_request' });
  });

  it('answers a schema violation with 400 and the field path', async () => {
    const response = await echo(post('{"name":"A"}'));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ message: 'invalidInput', code: 'bad_request' });
    expect(body.details[0].path).toBe('name');
  });

  it('answers an oversized body with 413', async () => {
    const response = await echo(post(JSON.stringify({ name: 'x'.repeat(70 * 1024) })));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('maps an ApiError to its status and keeps its message', async () => {
    const handler = route({}, async () => {
      throw new ApiError('premium_required', 'premiumFeature');
    });
    const response = await handler(new Request('http://localhost/api/x'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'premiumFeature', code: 'premium_required' });
  });

  it('hides an unexpected error behind a generic 500', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const handler = route({}, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const response = await handler(new Request('http://localhost/api/x', { headers: { 'x-request-id': 'req-1' } }));
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'internalError', code: 'internal' });
    expect(text).not.toContain('secret_table');
  });

  it('answers a body the client stopped sending with 400, not a logged 500', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const body = new ReadableStream({ start: (controller) => controller.error(new Error('aborted')) });
    const request = new Request('http://localhost/api/test', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const response = await echo(request);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'requestAborted', code: 'bad_request' });
  });

  it('validates the query string', async () => {
    const handler = route({ query: z.object({ page: z.coerce.number().int().min(1) }) }, async ({ query }) =>
      Response.json(query),
    );
    expect(await (await handler(new Request('http://localhost/api/x?page=3'))).json()).toEqual({ page: 3 });
    expect((await handler(new Request('http://localhost/api/x?page=abc'))).status).toBe(400);
  });

  it('parses the route parameters instead of casting them: a segment that names nothing is 404', async () => {
    const handler = route({ params: sourceIdParamsSchema, notFoundMessage: 'journalNotFound' }, async ({ params }) =>
      Response.json({ id: params.sourceid }),
    );
    const call = (sourceid: string) => handler(new Request('http://localhost/api/journal/x'), { params: Promise.resolve({ sourceid }) });
    expect(await (await call('28773')).json()).toEqual({ id: '28773' });
    for (const bad of ['\u0000', 'a\ud800', 'abc', '9'.repeat(40)]) {
      const response = await call(bad);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'journalNotFound', code: 'not_found' });
    }
  });

  it('checks the parameters before reading the body', async () => {
    const handler = route({ params: sourceIdParamsSchema, body: schema }, async () => Response.json({}));
    const response = await handler(post('not json'), { params: Promise.resolve({ sourceid: '\u0000' }) });
    expect([response.status, (await response.json()).code]).toEqual([404, 'not_found']);
  });

  it('answers NUL in a query value with 400 textInvalid', async () => {
    const handler = route({ query: z.object({ q: safeText() }) }, async ({ query }) => Response.json(query));
    const response = await handler(new Request('http://localhost/api/x?q=a%00b'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'invalidInput',
      code: 'bad_request',
      details: [{ path: 'q', message: 'textInvalid' }],
    });
  });
});
