// The admin area's own document (under a hidden path, not localized): English, never indexed, the site's styles, and
// the admin session around every admin page. Rendered per request so the CSP nonce (proxy.ts) reaches the scripts.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AdminSessionProvider } from '@/components/admin/admin-session-provider';
import { adminTexts } from '@/components/admin/admin-texts';
import '../globals.css';

export const metadata: Metadata = {
  title: adminTexts.metaTitle,
  robots: { index: false, follow: false },
  icons: { icon: '/favicon.svg' },
};

export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <AdminSessionProvider>{children}</AdminSessionProvider>
      </body>
    </html>
  );
}
