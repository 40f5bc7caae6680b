import { isTrackedPage } from './is-tracked-page';

describe('isTrackedPage', () => {
  it.each(['/id', '/en/about?q=x', '/id/journal/28773', '/xx'])('tracks %s', (page) => {
    expect(isTrackedPage(page)).toBe(true);
  });

  it.each(['/admin', '/admin/users', '/id/sandbox-pay/tok3n'])('ignores %s', (page) => {
    expect(isTrackedPage(page)).toBe(false);
  });
});
