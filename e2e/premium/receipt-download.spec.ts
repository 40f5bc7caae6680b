import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from './billing-helpers';

test('a paid invoice offers its receipt as a PDF download', async ({ page, request }) => {
  const { token } = await startSignedIn(page, request);
  const orderId = await createInvoice(request, token, '1-month');
  await payInSandbox(request, token, orderId);

  await page.goto(`/id/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Lunas');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('invoice-download').click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(`kuitansi-${orderId}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`(${orderId}) Tj`);
});
