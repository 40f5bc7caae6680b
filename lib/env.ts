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
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('jf:'),
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
  // Import the vendored catalogue at start when the journals table is empty (a fresh install).
  IMPORT_ON_START: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  // Rendered home and journal pages kept in memory (the same HTML for everyone until the next import). 0 turns it off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // Payments (lib/billing/README.md). Midtrans Snap is used when both keys are set; otherwise the local sandbox
  // provider, unless PAYMENT_SANDBOX=false (then payments answer 503). Both keys or neither: half a configuration
  // would silently fall back to the sandbox, which grants premium without money.
  MIDTRANS_SERVER_KEY: optionalText,
  MIDTRANS_CLIENT_KEY: optionalText,
  MIDTRANS_IS_PRODUCTION: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  // Override Midtrans's hosts (origins only), e.g. a local fake of its API in tests or a proxy.
  MIDTRANS_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MIDTRANS_SNAP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Each call to the provider gives up after this long (Midtrans gives our webhook 15 s in all).
  MIDTRANS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  PAYMENT_SANDBOX: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  // How often pending invoices past their expiry are marked expired (startInvoiceSweeper).
  INVOICE_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Recommendations (lib/recommend/README.md). The index is rebuilt when the catalogue changed, checked this often.
  // Build the recommendation index in the background at start, so the first researcher does not wait for it.
  RECOMMEND_WARM_ON_START: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  RECOMMEND_INDEX_CHECK_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Per user: at most RECOMMEND_RATE_LIMIT recommendations per RECOMMEND_RATE_WINDOW_SECONDS.
  RECOMMEND_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  RECOMMEND_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
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
  // Admin (issue 8): both set → that admin is created or updated at start (password hashed like users').
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  // Search Console (lib/console): all three set → the real client; otherwise the countries panel says it is off.
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

/** The embedded database is only known after it starts; publish its URL to every later reader (Next's bundle too). */
export function publishDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  env.DATABASE_URL = url;
}

/** The secret is resolved at start (lib/auth/resolve-jwt-secret.ts), possibly after this module loaded. */
export function publishJwtSecret(secret: string): void {
  process.env.JWT_SECRET = secret;
  env.JWT_SECRET = secret;
}

export function currentJwtSecret(): string | undefined {
  return process.env.JWT_SECRET || env.JWT_SECRET;
}

/** Read at call time, because the custom server may have started the embedded database after this module loaded. */
export function currentDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || env.DATABASE_URL;
}
