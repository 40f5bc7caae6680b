// The admin of the e2e server (playwright.config.ts creates it from ADMIN_USERNAME/ADMIN_PASSWORD), logged in through
// the API (only the login test drives the form), and a page that starts with that session as the product keeps it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { type TestUser, uniqueUser } from '../accounts/account-helpers';

export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-admin-password-123' } as const;

export interface AdminLogin {
  token: string;
  admin: { id: string; username: string; nama: string };
}

export async function logInAdmin(request: APIRequestContext): Promise<AdminLogin> {
  const answer = await request.post('/api/admin/login', { data: e2eAdmin });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as AdminLogin;
}

/** Seeds `adminToken` and `adminDetails` once per tab, so a later reload sees only what the product kept. */
export async function startAdminWith(page: Page, token: string, details: string): Promise<void> {
  await page.addInitScript(
    ([storedToken, storedDetails]) => {
      if (window.sessionStorage.getItem('e2e-admin-seeded')) return;
      window.sessionStorage.setItem('e2e-admin-seeded', 'yes');
      window.localStorage.setItem('adminToken', storedToken);
      window.localStorage.setItem('adminDetails', storedDetails);
    },
    [token, details] as const,
  );
}

export async function startSignedInAdmin(page: Page, request: APIRequestContext): Promise<AdminLogin> {
  const login = await logInAdmin(request);
  await startAdminWith(page, login.token, JSON.stringify(login.admin));
  return login;
}

/** A registered user with a name no other test uses, so a search finds exactly this one. */
export async function registerUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = uniqueUser();
  const named = { ...user, nama: `${label} ${user.username}` };
  const answer = await request.post('/api/auth/register', { data: named });
  expect(answer.status()).toBe(201);
  return named;
}

export function readAdminStorage(page: Page): Promise<[string | null, string | null]> {
  return page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminDetails')] as [string | null, string | null]);
}
