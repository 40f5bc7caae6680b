import { escapeLikePattern } from './escape-like-pattern';

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLikePattern('100%_sure\\')).toBe('100\\%\\_sure\\\\');
  });

  it('leaves ordinary text as it is', () => {
    expect(escapeLikePattern("Journal of O'Neill & Co. (A-B)")).toBe("Journal of O'Neill & Co. (A-B)");
  });
});
