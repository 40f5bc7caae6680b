// The messages are precompiled at build time (next.config.ts): no page loads an ICU message parser, the texts with
// arguments still read as written, and GET /locales/{lng}/translation.json still serves the catalogue's own ICU text.
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import id from '../../messages/id.json';

// An error kind of intl-messageformat's parser, named in every build of it.
const parserMarker = 'EXPECT_ARGUMENT_CLOSING_BRACE';

test('the pages load no message parser, and texts with a plural and a number read as written', async ({ page }) => {
  // Addresses only: a script still loading when the page moves on has no body to read, so each is fetched afterwards.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  await page.goto('/id/new-scopus');
  // "{total, plural, other {# judul}}" with the Indonesian thousands point.
  await expect(page.getByTestId('new-scopus-count')).toHaveText(/^\d{1,3}(\.\d{3})* judul$/);
  await page.goto('/en/journal/28773');
  await expect(page.getByTestId('journal-title')).toBeVisible();

  expect(scripts.size).toBeGreaterThan(3);
  const withParser: string[] = [];
  for (const url of scripts) if ((await (await page.request.get(url)).text()).includes(parserMarker)) withParser.push(url);
  expect(withParser).toEqual([]);
});

test('the translation files are served as the catalogues hold them', async ({ request }) => {
  for (const [lng, messages] of [['id', id], ['en', en]] as const) {
    const answer = await request.get(`/locales/${lng}/translation.json`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    expect(await answer.json()).toEqual(messages);
  }
});
