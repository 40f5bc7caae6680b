import { expect, test } from '@playwright/test';

// Academic Emergency Medicine: Wiley Journal Finder (observed 2026-08-11) says 2 days to first decision, 16 %
// accepted, $4,090. Ca-A Cancer Journal for Clinicians has no published figures and an estimated APC.
const wileyTitle = 'Academic Emergency Medicine';
const source = 'Wiley Journal Finder, 2026-08';

const languages = [
  {
    lang: 'id',
    reviewTime: `keputusan pertama 2 hari · ${source}`,
    acceptance: `penerimaan 16% · ${source}`,
    cost: `USD 4.090 · ${source}`,
    estimate: '≈ USD 7.653',
    estimateOrigin: 'Perkiraan dari data SJR 2024',
    sjr: '104,065',
  },
  {
    lang: 'en',
    reviewTime: `first decision 2 days · ${source}`,
    acceptance: `acceptance 16% · ${source}`,
    cost: `USD 4,090 · ${source}`,
    estimate: '≈ USD 7,653',
    estimateOrigin: 'Estimate from SJR 2024 data',
    sjr: '104.065',
  },
];

for (const expected of languages) {
  test(`on /${expected.lang} a Wiley journal's card shows its figures with source and date in the page's numbers`, async ({
    page,
  }) => {
    await page.goto(`/${expected.lang}?q=${encodeURIComponent(wileyTitle)}`);
    const card = page.locator('[data-testid="journal-card"][data-source-id="15185"]');
    await expect(card.getByTestId('journal-card-name')).toHaveText(wileyTitle);
    await expect(card.getByTestId('journal-card-review-time')).toHaveText(expected.reviewTime);
    await expect(card.getByTestId('journal-card-acceptance-rate')).toHaveText(expected.acceptance);
    await expect(card.getByTestId('journal-card-cost')).toHaveText(expected.cost);
  });

  test(`on /${expected.lang} a journal without published figures says N/A, its estimate in the page's words and numbers`, async ({
    page,
  }) => {
    await page.goto(`/${expected.lang}/journal/28773`);
    await expect(page.getByTestId('journal-sjr')).toHaveText(expected.sjr);
    await expect(page.getByTestId('journal-apc-price')).toHaveText(expected.estimate);
    await expect(page.getByTestId('journal-apc-origin')).toContainText(expected.estimateOrigin);
    await expect(page.getByTestId('journal-review-time')).toHaveText('N/A');
    await expect(page.getByTestId('journal-acceptance-rate')).toHaveText('N/A');
  });
}

test("a PLOS journal's page shows PLOS's medians with their period", async ({ page }) => {
  await page.goto('/en/journal/10600153309');
  await expect(page.getByTestId('journal-title')).toHaveText('PLOS ONE');
  await expect(page.getByTestId('journal-review-time')).toHaveText('submission to acceptance 163 days (median) · PLOS, 2023');
  await expect(page.getByTestId('journal-figure-submission_to_publication')).toHaveText(
    'submission to publication 201 days (median) · PLOS, 2023',
  );
  await expect(page.getByTestId('journal-acceptance-rate')).toHaveText('N/A');
});
