import { expect, test } from '@playwright/test';

test('the Predatory Journal dropdown opens, leads to its pages, and closes on an outside click', async ({ page }) => {
  await page.goto('/id');
  const menu = page.getByTestId('nav-predatory-menu');
  await page.getByTestId('nav-predatory').click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('nav-predatory')).toHaveAttribute('aria-expanded', 'true');

  await page.getByTestId('page-title').click();
  await expect(menu).toBeHidden();

  await page.getByTestId('nav-new-scopus').click();
  await page.getByTestId('nav-discontinued').click();
  await expect(page).toHaveURL(/\/id\/discontinued-journal$/);

  await page.getByTestId('nav-predatory').click();
  await page.getByTestId('nav-publishers').click();
  await expect(page).toHaveURL(/\/id\/publishers$/);
});

test('below the md breakpoint a hamburger menu holds the same items and the login block', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(page.getByTestId('nav-about')).toBeHidden();
  await page.getByTestId('mobile-menu-button').click();
  const mobile = page.getByTestId('mobile-menu');
  await expect(mobile).toBeVisible();
  await expect(page.getByTestId('mobile-login-button')).toBeVisible();
  // English has no SINTA item: it is shown only in Indonesian.
  await expect(page.getByTestId('mobile-nav-sinta')).toHaveCount(0);
  await page.getByTestId('mobile-nav-about').click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(mobile).toBeHidden();
});

test('the footer shows the current year and the contact link the operator set (CONTACT_URL); the logo goes home', async ({ page }) => {
  await page.goto('/en/pricing');
  await expect(page.getByTestId('footer-copyright')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByTestId('footer-contact')).toHaveAttribute('href', 'mailto:contact@jurnal-finder.test');
  await page.getByTestId('site-logo').click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the signed-out login button asks for the auth modal', async ({ page }) => {
  await page.goto('/id');
  const requested = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('jf:open-auth', (event) => resolve((event as CustomEvent<{ view: string }>).detail.view), {
          once: true,
        }),
      ),
  );
  await page.getByTestId('login-button').click();
  expect(await requested).toBe('login');
});
