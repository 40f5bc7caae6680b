// The admin dashboard lists the payments to refund: an invoice paid after its account was deleted (status
// needs_refund, which the webhook stores; here written as the webhook would leave it) shows with its order id, to whom
// it was issued, the amount and plan.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/server-database';
import { startSignedInAdmin } from './admin-helpers';

test('the dashboard lists an invoice paid for a deleted account under Payments to refund', async ({ page, request }) => {
  const orderId = `JF-20260101-${randomBytes(8).toString('hex').toUpperCase()}`;
  await queryDatabase(
    `INSERT INTO invoices (order_id, user_id, issued_to_name, issued_to_email, plan_id, plan_name, amount, status, provider,
                           paid_at, expires_at)
     VALUES ($1, NULL, 'Pembeli Terhapus', $2, '3-months', 'Premium 3 Bulan', 55000, 'needs_refund', 'midtrans', now(),
             now() + interval '1 day')`,
    [orderId, `${orderId.toLowerCase()}@example.org`],
  );
  try {
    await startSignedInAdmin(page, request);
    await page.goto('/masuk404/dashboard');
    const panel = page.getByTestId('refunds-needed');
    await expect(panel).toContainText('Payments to refund');
    const row = panel.getByTestId('refund-row').filter({ hasText: orderId });
    await expect(row).toContainText('Pembeli Terhapus');
    await expect(row).toContainText(`${orderId.toLowerCase()}@example.org`);
    await expect(row).toContainText('Rp 55.000 (Premium 3 Bulan)');
  } finally {
    await queryDatabase('DELETE FROM invoices WHERE order_id = $1', [orderId]);
  }
});
