'use client';
// The admin login: username and password, 'Masuk' ('Memuat...' while loading), as the spec fixes them; a failure shows
// the server's message ('Login gagal' for a wrong password) or 'Login gagal'; success stores the session and goes to
// the dashboard. A
// signed-in admin skips the form.
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';
import { ADMIN_DASHBOARD_PATH } from '@/lib/admin/client/admin-paths';
import type { AdminLoginResponse } from '@/lib/admin/client/admin-types';
import { useAdminSession } from './admin-session-context';
import { adminErrorText, adminTexts } from './admin-texts';

const texts = adminTexts.login;
const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none';

export function AdminLoginForm() {
  const { isAuthenticated, logIn } = useAdminSession();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isAuthenticated) router.replace(ADMIN_DASHBOARD_PATH);
  }, [isAuthenticated, router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSubmitting(true);
    setError(null);
    try {
      // No token: this call's 401 is a wrong password, not an ended session.
      const answer = await adminFetchJson<AdminLoginResponse>('/api/admin/login', {
        method: 'POST',
        json: { username, password },
        token: null,
      });
      logIn(answer);
      router.replace(ADMIN_DASHBOARD_PATH);
    } catch (failure) {
      setError(adminErrorText(failure, texts.failed));
      setIsSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="admin-login-form" aria-describedby={error ? 'admin-login-error' : undefined}>
      <div>
        <label htmlFor="admin-username" className="block text-sm font-medium text-slate-700">{texts.username}</label>
        <input id="admin-username" name="username" autoComplete="username" required value={username}
          onChange={(event) => setUsername(event.target.value)} className={inputClass} data-testid="admin-login-username" />
      </div>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium text-slate-700">{texts.password}</label>
        <input id="admin-password" name="password" type="password" autoComplete="current-password" required value={password}
          onChange={(event) => setPassword(event.target.value)} className={inputClass} data-testid="admin-login-password" />
      </div>
      {error ? (
        <p id="admin-login-error" role="alert" data-testid="admin-login-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} data-testid="admin-login-submit"
        className="w-full rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60">
        {isSubmitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
