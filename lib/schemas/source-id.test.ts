import { isSourceId, parseSourceId, sourceIdParamsSchema } from './source-id';

describe('the Sourceid rule', () => {
  it('takes positive integers without leading zeros up to the BIGINT maximum', () => {
    expect(parseSourceId('28773')).toBe(BigInt(28773));
    expect(parseSourceId('9223372036854775807')).toBe(BigInt('9223372036854775807'));
  });

  it.each(['0', '028773', '-1', '1e5', '0x10', ' 1', '9223372036854775808', '9'.repeat(40), '1\u0000', ''])(
    'refuses %p',
    (text) => {
      expect(isSourceId(text)).toBe(false);
      expect(parseSourceId(text)).toBeNull();
    },
  );

  it('parses the route parameter', () => {
    expect(sourceIdParamsSchema.parse({ sourceid: '28773' })).toEqual({ sourceid: '28773' });
    expect(sourceIdParamsSchema.safeParse({ sourceid: '\u0000' }).success).toBe(false);
    expect(sourceIdParamsSchema.safeParse({}).success).toBe(false);
  });
});
