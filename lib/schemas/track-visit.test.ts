import { trackVisitSchema } from './track-visit';

describe('trackVisitSchema', () => {
  const valid = { page: '/id?q=ai', sessionId: 'lq1x2y3z-abc123def456', searchKeyword: 'ai' };

  it('accepts the tracking payload and normalises an empty keyword to null', () => {
    expect(trackVisitSchema.parse(valid)).toEqual(valid);
    expect(trackVisitSchema.parse({ ...valid, searchKeyword: '' }).searchKeyword).toBeNull();
    expect(trackVisitSchema.parse({ page: '/id', sessionId: valid.sessionId }).searchKeyword).toBeNull();
    // The keyword is the page's q as the browser encodes it, trimmed.
    expect(trackVisitSchema.parse({ ...valid, page: '/en?q=%20deep+learning&page=2', searchKeyword: 'deep learning ' }))
      .toMatchObject({ searchKeyword: 'deep learning' });
  });

  it.each([
    ['a page without a leading slash', { ...valid, page: 'id' }],
    ['a session id with odd characters', { ...valid, sessionId: 'abc def ghi' }],
    ['a too short session id', { ...valid, sessionId: 'abc' }],
    ['a very long keyword', { ...valid, searchKeyword: 'x'.repeat(201) }],
    ['a page that is not text', { ...valid, page: 42 }],
    ['a page on another origin', { ...valid, page: '//spam.example/id?q=ai' }],
    ['a page with a backslash', { ...valid, page: '/\\spam.example/?q=ai' }],
    ['a page with a fragment', { ...valid, page: '/id?q=ai#top' }],
    ['a keyword that is not the page\'s q', { ...valid, searchKeyword: 'CHEAP PILLS https://spam.example' }],
    ['a keyword on a page without q', { ...valid, page: '/id/about' }],
  ])('rejects %s', (_, payload) => {
    expect(trackVisitSchema.safeParse(payload).success).toBe(false);
  });
});
