import { catalogueNumberFormat, intlLocaleOf } from './catalogue-number-format';

describe('catalogueNumberFormat', () => {
  const indonesian = catalogueNumberFormat('id');
  const english = catalogueNumberFormat('en');

  it('writes Indonesian numbers with a decimal comma and a point between thousands', () => {
    expect(indonesian.number(104.065, 3)).toBe('104,065');
    expect(indonesian.number(7653)).toBe('7.653');
    expect(indonesian.number(1234567.5, 1)).toBe('1.234.567,5');
    expect(indonesian.price(7653, 'USD')).toBe('USD 7.653');
    expect(indonesian.percent(23.456)).toBe('23,5%');
    expect(indonesian.number(195.5, 1)).toBe('195,5');
  });

  it('writes English numbers with a decimal point and a comma between thousands', () => {
    expect(english.number(104.065, 3)).toBe('104.065');
    expect(english.number(7653)).toBe('7,653');
    expect(english.number(1234567.5, 1)).toBe('1,234,567.5');
    expect(english.price(7653, 'USD')).toBe('USD 7,653');
    expect(english.percent(23.456)).toBe('23.5%');
  });

  it('rounds to the digits asked for, drops trailing zeros, and writes a price without a currency bare', () => {
    expect(english.number(2.5)).toBe('3');
    expect(english.number(72, 1)).toBe('72');
    expect(indonesian.percent(10)).toBe('10%');
    expect(indonesian.price(950, null)).toBe('950');
    expect(english.price(0, 'EUR')).toBe('EUR 0');
  });

  it('is Indonesian for id and its regional tags, English otherwise, and one instance per language', () => {
    expect(intlLocaleOf('id')).toBe('id-ID');
    expect(intlLocaleOf('id-ID')).toBe('id-ID');
    expect(intlLocaleOf('en')).toBe('en');
    expect(intlLocaleOf('fr')).toBe('en');
    expect(intlLocaleOf('ido')).toBe('en');
    expect(catalogueNumberFormat('id-ID')).toBe(indonesian);
    expect(english.locale).toBe('en');
  });
});
