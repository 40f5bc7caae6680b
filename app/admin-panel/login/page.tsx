// Admin login at /masuk404/login: the one admin page outside the gate.
import { AdminLoginForm } from '@/components/admin/admin-login-form';
import { adminTexts } from '@/components/admin/admin-texts';

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <p className="text-sm font-semibold text-blue-700">{adminTexts.brand}</p>
        <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900" data-testid="admin-login-title">{adminTexts.login.title}</h1>
        <AdminLoginForm />
      </div>
    </main>
  );
}
