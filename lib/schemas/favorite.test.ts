import { addFavoriteSchema, removeFavoriteSchema } from './favorite';

describe('addFavoriteSchema', () => {
  it('takes a Scopus id as text or as a number, and an optional source type', () => {
    expect(addFavoriteSchema.parse({ sourceId: ' 28773 ' })).toEqual({ sourceId: '28773' });
    expect(addFavoriteSchema.parse({ sourceId: 28773 })).toEqual({ sourceId: '28773' });
    expect(addFavoriteSchema.parse({ sourceId: 'https://jurnal.example.ac.id', sourceType: 'sinta' })).toEqual({
      sourceId: 'https://jurnal.example.ac.id',
      sourceType: 'sinta',
    });
  });

  it.each([
    ['an empty id', { sourceId: '  ' }],
    ['a missing id', {}],
    ['an id over 500 characters', { sourceId: `https://x.org/${'a'.repeat(500)}` }],
    ['a fractional number', { sourceId: 1.5 }],
    ['a negative number', { sourceId: -3 }],
    ['an object id', { sourceId: { id: 1 } }],
    ['an unknown source type', { sourceId: '28773', sourceType: 'doaj' }],
  ])('rejects %s', (_, payload) => {
    expect(addFavoriteSchema.safeParse(payload).success).toBe(false);
  });
});

describe('removeFavoriteSchema', () => {
  it('takes the id alone', () => {
    expect(removeFavoriteSchema.parse({ sourceId: '28773', sourceType: 'scopus' })).toEqual({ sourceId: '28773' });
    expect(removeFavoriteSchema.safeParse({ sourceId: '' }).success).toBe(false);
  });
});
