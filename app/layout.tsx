// The root layout only passes through: the public area (app/[lang]/layout.tsx) and the admin area render their own
// <html>, so each can set its own language and shell (next-intl's pattern for a top-level [locale] segment).
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
