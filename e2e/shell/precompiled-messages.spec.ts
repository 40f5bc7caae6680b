// The messages are precompiled at build time (next.config.ts): no page loads an ICU message parser, the texts with
// arguments still read as written, and GET /locales/{lng}/translation.json still serves the catalogue's own ICU text.
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { recordLoadedScripts } from '../support/loaded-scripts';

// An error kind of intl-messageformat's parser, named in every build of it.
const parserMarker = 'EXPECT_ARGUMENT_CLOSING_BRACE';

test('the pages load no message parser, and texts with a plural and a number read as written', async ({ page }) => {
  const loadedScripts = recordLoadedScripts(page);
  await page.goto('/id/new-scopus');
  // "{total, plural, other {# judul}}" with the Indonesian thousands point.
  await expect(page.getByTestId('new-scopus-count')).toHaveText(/^\d{1,3}(\.\d{3})* judul$/);
  await page.goto('/en/journal/28773');
  await expect(page.getByTestId('journal-title')).toBeVisible();

  const scripts = await loadedScripts();
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(({ text }) => text.includes(parserMarker)).map(({ url }) => url)).toEqual([]);
});

test('the translation files are served as the catalogues hold them', async ({ request }) => {
  for (const [lng, messages] of [['id', id], ['en', en]] as const) {
    const answer = await request.get(`/locales/${lng}/translation.json`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    expect(await answer.json()).toEqual(messages);
  }
});
