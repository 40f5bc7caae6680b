import { ApiError } from '../core/api-error';
import { allowedPageSize } from './allowed-page-size';

async function outcome(page: number, limit: number, viewer: { isPremium: boolean } | null) {
  const loadViewer = jest.fn(async () => viewer);
  try {
    const size = await allowedPageSize(page, limit, loadViewer);
    return { size, looked: loadViewer.mock.calls.length };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.message, code: error.code };
  }
}

describe('allowedPageSize', () => {
  it('lets anyone see page 1 at the free page size without looking the user up', async () => {
    expect(await outcome(1, 4, null)).toEqual({ size: 4, looked: 0 });
    expect(await outcome(1, 2, null)).toEqual({ size: 2, looked: 0 });
  });

  it('caps a larger first page at the free page size unless the user is premium', async () => {
    expect(await outcome(1, 50, null)).toEqual({ size: 4, looked: 1 });
    expect(await outcome(1, 50, { isPremium: false })).toEqual({ size: 4, looked: 1 });
    expect(await outcome(1, 50, { isPremium: true })).toEqual({ size: 50, looked: 1 });
  });

  it('answers 401 loginRequired to a visitor on page 2', async () => {
    expect(await outcome(2, 4, null)).toEqual({ status: 401, message: 'loginRequired', code: 'unauthorized' });
  });

  it('answers 403 premiumFeature to a free user on page 2', async () => {
    expect(await outcome(2, 4, { isPremium: false })).toEqual({
      status: 403,
      message: 'premiumFeature',
      code: 'premium_required',
    });
  });

  it('lets a premium user see any page at any size', async () => {
    expect(await outcome(500, 50, { isPremium: true })).toEqual({ size: 50, looked: 1 });
  });
});
