// Integration tests only: a local fake of Google's token endpoint and Search Console's searchAnalytics/query. The
// token endpoint checks the RS256 assertion (issuer, audience, scope) with the test key's public half.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, type CryptoKey } from 'jose';

export interface FakeGoogle {
  tokenUrl: string;
  apiBaseUrl: string;
  tokenRequests: number;
  queryRequests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  /** What the next exchanges hand out (default `token-<n>`), and for how long. */
  expiresIn: number;
  /** Access tokens the API refuses with 401 (revoked before their expiry). */
  revoked: Set<string>;
  /** The query's answer body, or a status to fail with. */
  answer: { status: number; body: unknown };
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeGoogle(options: { publicKey: CryptoKey; clientEmail: string }): Promise<FakeGoogle> {
  let server: Server;
  const fake = {
    tokenRequests: 0,
    queryRequests: [],
    expiresIn: 3600,
    revoked: new Set<string>(),
    answer: { status: 200, body: { rows: [] } },
  } as unknown as FakeGoogle;
  server = createServer(async (request, response) => {
    const text = await readBody(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/token') {
      const form = new URLSearchParams(text);
      try {
        const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', options.publicKey, {
          issuer: options.clientEmail,
          audience: fake.tokenUrl,
          algorithms: ['RS256'],
        });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant');
        if (payload.scope !== 'https://www.googleapis.com/auth/webmasters.readonly' || protectedHeader.alg !== 'RS256') {
          throw new Error('scope');
        }
      } catch {
        send(400, { error: 'invalid_grant' });
        return;
      }
      fake.tokenRequests += 1;
      send(200, { access_token: `token-${fake.tokenRequests}`, expires_in: fake.expiresIn, token_type: 'Bearer' });
      return;
    }
    const authorization = request.headers.authorization;
    fake.queryRequests.push({ path: request.url ?? '', authorization, body: JSON.parse(text || '{}') });
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    if (!/^token-\d+$/.test(token) || fake.revoked.has(token)) {
      send(401, { error: { code: 401 } });
      return;
    }
    send(fake.answer.status, fake.answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.tokenUrl = `${origin}/token`;
  fake.apiBaseUrl = `${origin}/webmasters/v3`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
