// A page loads its own language's client messages and nothing of the other language's
// (components/layout/intl/page-intl-provider.tsx), and its texts still come from them once it has hydrated.
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { recordLoadedScripts } from '../support/loaded-scripts';

for (const [path, own, other] of [['/id', id, en], ['/en/journal/28773', en, id]] as const) {
  test(`${path} loads the ${own === id ? 'Indonesian' : 'English'} client messages only`, async ({ page }) => {
    const loadedScripts = recordLoadedScripts(page);
    await page.goto(path);
    // The header's menu opens only once the page has hydrated; its login hint is a client component's message.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-login-block')).toContainText(own.Header.loginHint);

    const texts = (await loadedScripts()).map(({ text }) => text);
    // A client namespace's text, plain ASCII, so the catalogue's JSON in a chunk holds it as written.
    expect(texts.filter((text) => text.includes(`"${own.Header.skipToContent}"`))).toHaveLength(1);
    expect(texts.filter((text) => text.includes(`"${other.Header.skipToContent}"`))).toEqual([]);
  });
}
