// The admin area's address is hidden: no public page names it, in its HTML (with the flight data inlined in it), in
// the flight (RSC) answers of its client navigations and prefetches, or in any script it loads. The admin pages
// still answer under it, and their route's own name answers 404.
import { expect, type Page, test } from '@playwright/test';
import { recordLoadedScripts } from '../support/loaded-scripts';

const hiddenPath = 'masuk404';
// Each page, then a header link away from it (a client navigation: flight data) and what that page shows.
const publicPages = [
  { path: '/id', shown: 'results-count', link: /^Tentang$/, next: /\/id\/about$/, nextShown: 'about-hero' },
  { path: '/en/about', shown: 'about-hero', link: /^Home$/, next: /\/en$/, nextShown: 'results-count' },
  { path: '/id/pricing', shown: 'plan-cards', link: /^Tentang$/, next: /\/id\/about$/, nextShown: 'about-hero' },
  { path: '/id/journal/28773', shown: 'journal-title', link: /^Beranda$/, next: /\/id$/, nextShown: 'results-count' },
  { path: '/en/new-scopus', shown: 'new-scopus-count', link: /^About$/, next: /\/en\/about$/, nextShown: 'about-hero' },
];

/** Records the body of every flight (RSC) answer the page receives. */
function recordFlightAnswers(page: Page): () => Promise<{ url: string; text: string }[]> {
  const answers: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').startsWith('text/x-component')) return;
    answers.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: '' })));
  });
  return () => Promise.all(answers);
}

for (const { path, shown, link, next, nextShown } of publicPages) {
  test(`${path} names the admin path nowhere: HTML, flight data, scripts`, async ({ page }) => {
    const loadedScripts = recordLoadedScripts(page);
    const flightAnswers = recordFlightAnswers(page);
    const answer = await page.goto(path);
    const html = (await answer?.text()) ?? '';
    await expect(page.getByTestId(shown).first()).toBeVisible({ timeout: 30_000 });
    // A client navigation asks for flight data (and the links in view are prefetched the same way).
    await page.getByTestId('site-header').getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(next);
    await expect(page.getByTestId(nextShown).first()).toBeVisible({ timeout: 30_000 });
    const flights = await flightAnswers();
    const scripts = await loadedScripts();

    // What was read is what a visitor gets: the inlined flight data lists the app's routes, the scripts are many.
    expect(html).toContain('self.__next_f.push');
    expect(flights.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(html.includes(hiddenPath)).toBe(false);
    expect(flights.filter((flight) => flight.text.includes(hiddenPath)).map((flight) => flight.url)).toEqual([]);
    expect(scripts.filter((script) => script.text.includes(hiddenPath)).map((script) => script.url)).toEqual([]);
  });
}

test('the admin pages answer under the hidden path only', async ({ page, request }) => {
  const login = await page.goto(`/${hiddenPath}/login`);
  expect(login?.status()).toBe(200);
  // The spec's text for the admin login button.
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${hiddenPath}/login$`));
  // The name the app's route has inside the build is not a way in.
  for (const internal of ['/admin-panel/login', '/admin-panel/dashboard', '/admin-panel']) {
    const answer = await request.get(internal);
    expect(answer.status(), internal).toBe(404);
    expect(await answer.text()).not.toContain('admin-login-form');
  }
});
