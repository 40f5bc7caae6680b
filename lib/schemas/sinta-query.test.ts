import { MAX_SINTA_QUERY_LENGTH, sintaDetailQuerySchema, sintaListQuerySchema, sintaSearchQuerySchema } from './sinta-query';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the SINTA query schemas', () => {
  it('default to 12 per page for the list and 6 for a search', () => {
    expect(sintaListQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(sintaSearchQuerySchema.parse({ q: ' hukum ' })).toEqual({ q: 'hukum', page: 1, limit: 6 });
  });

  it('takes a whole abstract as the search text, its line breaks kept', () => {
    const abstract = `${'Literasi keuangan mahasiswa. '.repeat(130).trim()}\nKata kunci: literasi`;
    expect(abstract.length).toBeGreaterThan(3500);
    expect(sintaSearchQuerySchema.parse({ q: abstract }).q).toBe(abstract);
  });

  it('reads the accreditation in any of its spellings as a level', () => {
    for (const accreditation of ['Sinta 2', 'S2', '2', 's2 accredited']) {
      expect(sintaListQuerySchema.parse({ accreditation }).accreditation).toBe(2);
    }
    expect(sintaListQuerySchema.parse({ accreditation: '', subject: '' })).toEqual({ page: 1, limit: 12 });
  });

  it('takes a level floor, minSintaLevel, in the same spellings', () => {
    for (const minSintaLevel of ['Sinta 2', 'S2', '2', 2]) {
      expect(sintaListQuerySchema.parse({ minSintaLevel }).minSintaLevel).toBe(2);
    }
    expect(paths(sintaListQuerySchema.safeParse({ minSintaLevel: 'S0' }))).toEqual(['minSintaLevel']);
  });

  it.each([
    [sintaListQuerySchema, { accreditation: 'S7' }, 'accreditation'],
    [sintaListQuerySchema, { limit: '0' }, 'limit'],
    [sintaSearchQuerySchema, {}, 'q'],
    [sintaSearchQuerySchema, { q: 'x'.repeat(MAX_SINTA_QUERY_LENGTH + 1) }, 'q'],
    [sintaDetailQuerySchema, { website: ' ' }, 'website'],
  ] as const)('rejects a bad value at its path (%#)', (schema, input, path) => {
    expect(paths(schema.safeParse(input))).toEqual([path]);
  });
});
