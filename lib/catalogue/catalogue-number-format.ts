// One number format per language for every figure the catalogue shows (SJR, H index, rank, counts, APC, days,
// percentages), so a page never mixes two conventions: Indonesian groups thousands with a point and writes decimals
// with a comma (7.653; 104,065), English the other way round (7,653; 104.065). Pure: pages, cards and the API's
// English texts all use it.

export interface CatalogueNumberFormat {
  /** The Intl locale behind it: "id-ID" or "en". */
  locale: string;
  /** Thousands grouped, at most `fractionDigits` decimals (none by default). */
  number(value: number, fractionDigits?: number): string;
  /** A price in whole units after its currency code: "USD 7,653" ("USD 7.653"); the bare amount without a currency. */
  price(amount: number, currency: string | null): string;
  /** A percentage with at most one decimal: "23.5%" ("23,5%"). */
  percent(value: number): string;
}

/** Indonesian for "id" (and "id-…"), English for anything else. */
export function intlLocaleOf(language: string): 'id-ID' | 'en' {
  return /^id\b/i.test(language) ? 'id-ID' : 'en';
}

const formats = new Map<string, CatalogueNumberFormat>();

function createFormat(locale: 'id-ID' | 'en'): CatalogueNumberFormat {
  const byDigits = new Map<number, Intl.NumberFormat>();
  const number = (value: number, fractionDigits = 0) => {
    let format = byDigits.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: true });
      byDigits.set(fractionDigits, format);
    }
    return format.format(value);
  };
  return {
    locale,
    number,
    price: (amount, currency) => [currency, number(amount)].filter(Boolean).join(' '),
    percent: (value) => `${number(value, 1)}%`,
  };
}

export function catalogueNumberFormat(language: string): CatalogueNumberFormat {
  const locale = intlLocaleOf(language);
  let format = formats.get(locale);
  if (!format) {
    format = createFormat(locale);
    formats.set(locale, format);
  }
  return format;
}
