import { isRouterPrefetch } from './router-prefetch';

describe('isRouterPrefetch', () => {
  it('knows the router prefetch and the segment prefetch', () => {
    expect(isRouterPrefetch(new Headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isRouterPrefetch(new Headers({ 'next-router-segment-prefetch': '/_tree' }))).toBe(true);
  });

  it('takes a page request, an RSC navigation, or an odd value for what they are', () => {
    expect(isRouterPrefetch(new Headers())).toBe(false);
    expect(isRouterPrefetch(new Headers({ rsc: '1' }))).toBe(false);
    expect(isRouterPrefetch(new Headers({ 'next-router-prefetch': '0' }))).toBe(false);
    expect(isRouterPrefetch(new Headers({ 'next-router-segment-prefetch': 'x'.repeat(2000) }))).toBe(false);
  });
});
