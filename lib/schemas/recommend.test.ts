import { recommendRequestSchema } from './recommend';

const abstract = 'Soft robots built from elastomers can grasp delicate objects in unstructured settings.';

describe('recommendRequestSchema', () => {
  it('trims the abstract and fills the defaults, leaving SINTA inclusion to the abstract\'s language', () => {
    expect(recommendRequestSchema.parse({ abstract: `  ${abstract}  ` })).toEqual({
      abstract,
      limit: 20,
      filters: {},
    });
    expect(recommendRequestSchema.parse({ abstract, includeSinta: false }).includeSinta).toBe(false);
  });

  it('takes a limit from 1 to 50, SINTA inclusion and the filters', () => {
    const parsed = recommendRequestSchema.parse({
      abstract,
      limit: 50,
      includeSinta: true,
      filters: { quartile: 'Q1', openAccess: true, maxApc: 2000, country: ' Indonesia ', field: 'Engineering' },
    });
    expect(parsed.limit).toBe(50);
    expect(parsed.filters).toEqual({ quartile: 'Q1', openAccess: true, maxApc: 2000, country: 'Indonesia', field: 'Engineering' });
    expect(recommendRequestSchema.parse({ abstract, limit: 1 }).limit).toBe(1);
  });

  it.each([
    ['an abstract under 50 characters after trimming', { abstract: `   ${'a'.repeat(49)}   ` }],
    ['no abstract', {}],
    ['a limit of 0', { abstract, limit: 0 }],
    ['a limit of 51', { abstract, limit: 51 }],
    ['a fractional limit', { abstract, limit: 2.5 }],
    ['an unknown quartile', { abstract, filters: { quartile: 'Q5' } }],
    ['a negative APC', { abstract, filters: { maxApc: -1 } }],
    ['openAccess as text', { abstract, filters: { openAccess: 'yes' } }],
    ['includeSinta as text', { abstract, includeSinta: 'true' }],
  ])('rejects %s', (_, body) => {
    expect(recommendRequestSchema.safeParse(body).success).toBe(false);
  });

  it('names the short abstract with its message key', () => {
    const result = recommendRequestSchema.safeParse({ abstract: 'too short' });
    expect(result.error?.issues[0]?.message).toBe('abstractTooShort');
  });
});
