// The only reader of process.env: every setting is parsed here at start, so a bad value stops the start with a clear
// message instead of failing the first request. Keep .env.example and the README's table in step with this file.
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Loopback by default: a fresh `npm start` is a local trial. A public address (e.g. 0.0.0.0) needs SITE_URL in
  // production (lib/seo/require-site-url.ts).
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // A connection not made within DB_CONNECT_TIMEOUT_MS, or a query not answered within DB_STATEMENT_TIMEOUT_MS, fails
  // with 503 instead of hanging (a frozen or unreachable database). Imports and migrations use their own connections.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  // At start, how many times the database is tried (each bounded by DB_CONNECT_TIMEOUT_MS) before the start gives up.
  DB_START_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('jf:'),
  // Live-count sockets per client address and per browser session, on each instance (lib/realtime): past them the
  // handshake is refused, so one address cannot flood the count. 100 lets a campus or office NAT keep its tabs counted.
  REALTIME_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  REALTIME_MAX_SOCKETS_PER_VISITOR: z.coerce.number().int().min(1).max(1_000).default(10),
  // The public origin of every absolute URL (lib/seo/site-origin.ts), never taken from request headers. Required in
  // production on a non-loopback HOST; unset, the site is a local trial at http://localhost:PORT.
  SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // The footer's "contact the developer" link (mailto: or a web page) and the About page's author profile (a citation
  // site). Unset: the link is left out rather than pointing at a placeholder.
  CONTACT_URL: optionalText.pipe(z.url({ protocol: /^(mailto|https?)$/ }).optional()),
  AUTHOR_PROFILE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALLOWED_ORIGINS: optionalText,
  // Signs the session tokens (HS256). Required in production with an external database; with the embedded one, a
  // secret is generated once and kept in DATA_DIR.
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional()),
  // How many reverse proxies in front of the server append to X-Forwarded-For (0: the socket address is the client).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Strict-Transport-Security while served over HTTPS (an https SITE_URL, or a trusted proxy's X-Forwarded-Proto):
  // its max-age (180 days by default, 0 turns it off) and whether it covers subdomains.
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(15_552_000),
  HSTS_INCLUDE_SUBDOMAINS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  // Import the vendored catalogue at start when the journals table is empty (a fresh install).
  IMPORT_ON_START: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  // Rendered home and journal pages kept in memory (the same HTML for everyone until the next import). 0 turns it off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // Payments (lib/billing/README.md). Midtrans Snap is used when both keys are set; otherwise the local sandbox
  // provider while it is on (PAYMENT_SANDBOX below; off, payments answer 503). Both keys or neither: half a configuration
  // would silently fall back to the sandbox, which grants premium without money.
  MIDTRANS_SERVER_KEY: optionalText,
  MIDTRANS_CLIENT_KEY: optionalText,
  MIDTRANS_IS_PRODUCTION: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  // Override Midtrans's hosts (origins only), e.g. a local fake of its API in tests or a proxy.
  MIDTRANS_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MIDTRANS_SNAP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Each call to the provider gives up after this long (Midtrans gives our webhook 15 s in all).
  MIDTRANS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  // Unset: the sandbox runs only while the site is a local trial (lib/billing/payment-setup.ts); true forces it on (a
  // loud warning on a public site), false turns it off.
  PAYMENT_SANDBOX: optionalText.pipe(z.enum(['true', 'false']).optional()).transform((value) =>
    value === undefined ? undefined : value === 'true',
  ),
  // How often pending invoices past their expiry are marked expired (startInvoiceSweeper).
  INVOICE_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Recommendations (lib/recommend/README.md). The index is rebuilt when the catalogue changed, checked this often.
  // Build the recommendation index in the background at start, so the first researcher does not wait for it.
  RECOMMEND_WARM_ON_START: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  RECOMMEND_INDEX_CHECK_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Per client address: at most REGISTER_RATE_LIMIT registration attempts (created or refused as taken) per
  // REGISTER_RATE_WINDOW_SECONDS, so mass sign-ups and probing which usernames and emails exist are slow.
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  REGISTER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  // Per user: at most RECOMMEND_RATE_LIMIT recommendations per RECOMMEND_RATE_WINDOW_SECONDS.
  RECOMMEND_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  RECOMMEND_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Visit tracking: at most VISIT_RATE_LIMIT page views per client network (an IPv4 address or an IPv6 /64) and
  // VISIT_SESSION_RATE_LIMIT per browser session per VISIT_RATE_WINDOW_SECONDS, so nobody can flood the dashboard.
  VISIT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  VISIT_SESSION_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  VISIT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Operators' scope texts: a tab-separated file `<Sourceid or SINTA website>\t<scope>` read into the profiles.
  RECOMMEND_SCOPE_FILE: optionalText,
  // Optional reranker: an OpenAI-compatible embeddings endpoint (base URL; `/v1/embeddings` is appended) reorders the
  // lexical engine's best RECOMMEND_EMBEDDINGS_TOP candidates; any error or timeout keeps the lexical order. The
  // abstract is sent to that endpoint: configure only a service trusted with unpublished work.
  RECOMMEND_EMBEDDINGS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  RECOMMEND_EMBEDDINGS_MODEL: optionalText,
  RECOMMEND_EMBEDDINGS_API_KEY: optionalText,
  RECOMMEND_EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  RECOMMEND_EMBEDDINGS_TOP: z.coerce.number().int().min(2).max(200).default(30),
  // `npm run recommend:harvest` only (the product never calls OpenAlex): the API's address (a proxy or a local fake in
  // tests), the contact email sent as `mailto=` (OpenAlex's polite pool) and the API key sent as `api_key=` (OpenAlex
  // allows only a small daily allowance without one).
  OPENALEX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openalex.org'),
  OPENALEX_EMAIL: optionalText.pipe(z.email('OPENALEX_EMAIL must be an email address').optional()),
  OPENALEX_API_KEY: optionalText,
  // Admin: both set → that admin is created or updated at start (password hashed like users').
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  // Search Console (lib/admin/search-console): all three set → the real client; otherwise the countries panel says it is off.
  GSC_SITE_URL: optionalText,
  GSC_CLIENT_EMAIL: optionalText,
  // The service account's PEM key; "\\n" escapes (one-line .env files) are turned into newlines.
  GSC_PRIVATE_KEY: optionalText.transform((value) => value?.replace(/\\n/g, '\n')),
  // Tests only: a local fake of Google's token and API endpoints.
  GSC_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  GSC_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/webmasters/v3'),
}).refine((value) => Boolean(value.MIDTRANS_SERVER_KEY) === Boolean(value.MIDTRANS_CLIENT_KEY), {
  message: 'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY go together: set both, or neither for the sandbox',
  path: ['MIDTRANS_SERVER_KEY'],
}).refine((value) => !value.RECOMMEND_EMBEDDINGS_URL || Boolean(value.RECOMMEND_EMBEDDINGS_MODEL), {
  message: 'RECOMMEND_EMBEDDINGS_URL needs RECOMMEND_EMBEDDINGS_MODEL (the model name the endpoint expects)',
  path: ['RECOMMEND_EMBEDDINGS_MODEL'],
});

export type Env = z.infer<typeof schema> & { dataDir: string; allowedOrigins: string[] };

function parseEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration (see README, "Configuration"):\n${problems}`);
  }
  const value = parsed.data;
  return {
    ...value,
    dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), value.DATA_DIR),
    allowedOrigins: (value.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

export const env: Env = parseEnv();
