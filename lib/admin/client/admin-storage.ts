// The admin session in localStorage (`adminToken`, and `adminDetails` as JSON), kept apart from the user session's
// keys so neither session can end the other. It is restored only when both values are there; details that cannot be
// read are logged and both values removed.
import type { AdminDetails } from './admin-types';

const TOKEN_KEY = 'adminToken';
const DETAILS_KEY = 'adminDetails';
export const ADMIN_STORAGE_ERROR = 'Gagal memuat state admin dari localStorage';

export interface StoredAdminSession {
  token: string;
  admin: AdminDetails;
}

function isAdminDetails(value: unknown): value is AdminDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { id, username, nama } = value as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof username === 'string' && typeof nama === 'string';
}

/** Null when either value is missing; clears both when the details cannot be read. */
export function readAdminSession(): StoredAdminSession | null {
  const token = window.localStorage.getItem(TOKEN_KEY);
  const details = window.localStorage.getItem(DETAILS_KEY);
  if (!token || !details) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    if (!isAdminDetails(parsed)) throw new Error('adminDetails has the wrong shape');
    return { token, admin: parsed };
  } catch {
    console.error(ADMIN_STORAGE_ERROR);
    clearAdminSession();
    return null;
  }
}

export function readAdminToken(): string | null {
  return typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_KEY);
}

export function storeAdminSession({ token, admin }: StoredAdminSession): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(DETAILS_KEY, JSON.stringify(admin));
}

export function clearAdminSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(DETAILS_KEY);
}
