// The site's main pages for the whole-page checks (layout shift, accessibility, the visitor badge), each with what it
// shows last once its content has arrived, and opened that far.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

export interface MainPage {
  path: string;
  /** The test id of what the page shows once its content has arrived. */
  shown: string;
  /** Only a signed-in visitor sees it. */
  signedIn?: boolean;
}

export const mainPages: readonly MainPage[] = [
  { path: '/id', shown: 'results-count' },
  { path: '/en', shown: 'results-count' },
  { path: '/id/journal/28773', shown: 'journal-title' },
  { path: '/id/pricing', shown: 'plan-cards' },
  { path: '/id/about', shown: 'about-hero' },
  { path: '/id/new-scopus', shown: 'new-scopus-count' },
  { path: '/id/discontinued-journal', shown: 'dis-count' },
  { path: '/id/publishers', shown: 'predatory-count' },
  { path: '/id/standalone-journals', shown: 'predatory-count', signedIn: true },
  { path: '/id/sinta', shown: 'sinta-count', signedIn: true },
  { path: '/id/favorite', shown: 'favorite-empty', signedIn: true },
  { path: '/id/compare?ids=28773,100147335,19434', shown: 'compare-best-note' },
  { path: '/id/account', shown: 'password-form', signedIn: true },
];

/** Opens `main` (signed in first when it needs it) and waits until its content is shown. */
export async function openMainPage(page: Page, request: APIRequestContext, main: MainPage): Promise<void> {
  if (main.signedIn) await startSignedIn(page, request);
  await page.goto(main.path);
  // The predatory lists hold thousands of entries: the first answer may take a while on a busy machine.
  await expect(page.getByTestId(main.shown).first()).toBeVisible({ timeout: 30_000 });
}
