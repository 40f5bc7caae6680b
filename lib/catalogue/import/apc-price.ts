// A publisher's APC as a data set records it (the APC dataverse: one row per journal, year and publisher listing;
// Wiley's Journal Finder: one per journal), and the currency the importer keeps: the one the publisher itself quoted
// ("original"), not a conversion.

/** The dataverse's currencies, in the order of preference when a publisher quoted several (USD first, as shown). */
export const apcCurrencies = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD'] as const;
export type ApcCurrency = (typeof apcCurrencies)[number];

export interface PublisherApcRow {
  /** Normalised ISSNs of the row (ISSN_1, ISSN_2). */
  issns: string[];
  year: number;
  /** APC_date, ISO "YYYY-MM-DD": orders two listings of one year (a journal that moved publisher mid-year). */
  date: string;
  /** Amount per currency, converted ones included. */
  amounts: Partial<Record<ApcCurrency, number>>;
  /** Currencies the publisher quoted itself. */
  originals: ApcCurrency[];
  /** Line in the file: the last tie-break, so the choice never depends on anything but the file. */
  line: number;
  /** The data set, as credited where the price is shown: "APC dataverse", "Wiley Journal Finder". */
  origin: string;
}

/** The price in the first currency the publisher quoted itself; USD (a conversion) when the row names none. */
export function priceOf(row: PublisherApcRow): { amount: number; currency: ApcCurrency } | null {
  for (const currency of apcCurrencies) {
    const amount = row.amounts[currency];
    if (row.originals.includes(currency) && amount !== undefined) return { amount, currency };
  }
  const usd = row.amounts.USD;
  return usd === undefined ? null : { amount: usd, currency: 'USD' };
}
