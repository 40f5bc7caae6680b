import { recommendQuerySchema, recommendRequestSchema } from './recommend';

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
    expect(parsed.filters).toEqual({ quartile: 'Q1', openAccess: 'yes', maxApc: 2000, country: 'Indonesia', field: 'Engineering' });
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
    ['an unknown open-access kind', { abstract, filters: { openAccess: 'sometimes' } }],
    ['an unknown quartile floor', { abstract, filters: { minQuartile: 'Q0' } }],
    ['a SINTA level floor of 7', { abstract, filters: { minSintaLevel: 7 } }],
    ['an unknown source type', { abstract, filters: { type: 'magazine' } }],
    ['a negative review time', { abstract, filters: { maxReviewDays: -1 } }],
    ['includeSinta as text', { abstract, includeSinta: 'true' }],
  ])('rejects %s', (_, body) => {
    expect(recommendRequestSchema.safeParse(body).success).toBe(false);
  });

  it('reads every filter of the home page as the catalogue does, and the two floors', () => {
    const filters = {
      field: 'Engineering', category: 'Mechanical Engineering', quartile: 'Q2', minQuartile: 'Q3', country: 'Japan',
      openAccess: 'diamond', type: 'Journal', maxApc: '1500', maxReviewDays: 60, minSintaLevel: 'S2',
    };
    expect(recommendRequestSchema.parse({ abstract, filters }).filters).toEqual({
      ...filters, type: 'journal', maxApc: 1500, minSintaLevel: 2,
    });
    expect(recommendRequestSchema.parse({ abstract, filters: { openAccess: false, minSintaLevel: 3 } }).filters).toEqual({
      openAccess: 'no', minSintaLevel: 3,
    });
    // The home page sends its form's values: '' is "all".
    expect(recommendRequestSchema.parse({ abstract, filters: { field: '', maxApc: '', minQuartile: '' } }).filters).toEqual({});
  });

  it('takes view=records (the default) or view=full only', () => {
    expect(recommendQuerySchema.parse({})).toEqual({ view: 'records' });
    expect(recommendQuerySchema.parse({ view: 'full' })).toEqual({ view: 'full' });
    expect(recommendQuerySchema.safeParse({ view: 'everything' }).success).toBe(false);
  });

  it('names the short abstract with its message key', () => {
    const result = recommendRequestSchema.safeParse({ abstract: 'too short' });
    expect(result.error?.issues[0]?.message).toBe('abstractTooShort');
  });
});
