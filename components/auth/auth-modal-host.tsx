'use client';
// Mounted once in the [lang] layout: listens for the `jf:open-auth` event from the first paint on and loads the
// login/register modal (its forms and their validation) only when a visitor first asks for it, so no page carries that
// code before it is needed. The first request's view opens the modal as it mounts; later ones reach the modal itself.
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { AuthView } from '@/components/session/open-auth-modal';
import { useOpenAuthEvent } from './use-open-auth-event';

const AuthModal = dynamic(() => import('./auth-modal').then((module) => module.AuthModal), { ssr: false });

export function AuthModalHost() {
  const [firstView, setFirstView] = useState<AuthView | null>(null);
  useOpenAuthEvent(useCallback((view: AuthView) => setFirstView((current) => current ?? view), []));
  return firstView === null ? null : <AuthModal initialView={firstView} />;
}
