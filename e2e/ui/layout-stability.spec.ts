// Nothing on a page moves once shown: the layout shift a visitor sees while a page loads (summed, without the shifts
// that follow their own input) stays below 0.1 on every page, on a desktop and on a 375 px phone. Each page is
// measured once what arrives last has been shown (its content, the live count).
import { expect, test } from '@playwright/test';
import { layoutShiftSoFar } from './layout-shift';
import { mainPages, openMainPage } from './main-pages';
import { desktop, phone } from './page-geometry';

for (const size of [desktop, phone]) {
  for (const main of mainPages) {
    test(`${main.path} at ${size.width} px does not move once shown (layout shift < 0.1)`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await openMainPage(page, request, main);
      await expect(page.getByTestId('visitor-badge')).toHaveText(/\d/);
      const shift = await layoutShiftSoFar(page);
      test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(3) });
      expect(shift).toBeLessThan(0.1);
    });
  }
}
