// Accounts for browser tests: a unique user per test, registered and logged in through the API (not the form, which
// only the login test drives), and a page that starts with that session in localStorage as the product keeps it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface TestUser {
  nama: string;
  email: string;
  username: string;
  password: string;
  country: string;
  job: 'student' | 'lecturer' | 'professional' | 'other';
}

export interface TestSession {
  user: TestUser;
  token: string;
  isPremium: boolean;
}

export function uniqueUser(): TestUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    nama: 'Peneliti Uji',
    email: `e2e.${suffix}@example.test`,
    username: `e2e_${suffix}`,
    password: `kata-sandi-${suffix}`,
    country: 'Indonesia',
    job: 'lecturer',
  };
}

export async function registerAndLogIn(request: APIRequestContext): Promise<TestSession> {
  const user = uniqueUser();
  const registered = await request.post('/api/auth/register', { data: user });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(login.status()).toBe(200);
  const { token, isPremium } = (await login.json()) as { token: string; isPremium: boolean };
  return { user, token, isPremium };
}

/**
 * Puts `token` in the page's localStorage before its scripts run, once per tab: a reload then finds only what the
 * product itself kept (so a test of reloads or of a session ending can fail).
 */
export async function startWithToken(page: Page, token: string, isPremium = false): Promise<void> {
  await page.addInitScript(
    ([storedToken, storedPremium]) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', 'yes');
      window.localStorage.setItem('token', storedToken);
      window.localStorage.setItem('isPremium', storedPremium);
    },
    [token, String(isPremium)] as const,
  );
}

export async function startSignedIn(page: Page, request: APIRequestContext): Promise<TestSession> {
  const session = await registerAndLogIn(request);
  await startWithToken(page, session.token, session.isPremium);
  return session;
}
