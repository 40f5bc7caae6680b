// The admin session as the pages see it (admin, token, isAuthenticated, isLoading) and the two events the pages
// raise: a login success and a sign out.
'use client';
import { createContext, useContext } from 'react';
import type { AdminDetails, AdminLoginResponse } from '@/lib/admin/client/admin-types';

export interface AdminSession {
  admin: AdminDetails | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  logIn: (answer: AdminLoginResponse) => void;
  logOut: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession outside AdminSessionProvider');
  return session;
}
