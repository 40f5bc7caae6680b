import type { PublisherApcRow } from './apc-price';
import { chooseApc } from './choose-apc';

function row(overrides: Partial<PublisherApcRow>): PublisherApcRow {
  return {
    issns: ['15424863'],
    year: 2021,
    date: '2021-06-10',
    amounts: { USD: 3000, EUR: 2630, GBP: 2350 },
    originals: ['USD', 'EUR', 'GBP'],
    line: 10,
    origin: 'APC dataverse',
    ...overrides,
  };
}

const estimate = { amountUsd: 3100.4, year: 2024 };
/** An international journal outside DOAJ: the estimate applies to it. */
const journal = { doaj: null, type: 'journal', country: 'United States' };

describe('chooseApc', () => {
  it("prefers the publisher's newest price over an older one and over the estimate", () => {
    const choice = chooseApc({
      publisherRows: [row({ year: 2023, date: '2023-02-27', amounts: { USD: 3680 }, line: 12 }), row({ line: 11 })],
      estimate,
      isOpenAccessDiamond: false, ...journal,
    });
    expect(choice).toEqual({
      apcAmount: 3680,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      apcYear: 2023,
      apcOrigin: 'APC dataverse',
      apcObservedOn: '2023-02-27',
    });
  });

  it('orders two listings of the same year by date (a journal that changed publisher)', () => {
    const choice = chooseApc({
      publisherRows: [
        row({ year: 2020, date: '2020-06-22', amounts: { USD: 2200 }, line: 358 }),
        row({ year: 2020, date: '2020-02-24', amounts: { USD: 2000 }, line: 357 }),
      ],
      estimate: null,
      isOpenAccessDiamond: false, ...journal,
    });
    expect(choice.apcAmount).toBe(2200);
  });

  it("keeps the currency the publisher quoted itself, and USD when it quoted none", () => {
    const chf = row({ amounts: { USD: 2370.9, CHF: 2200, EUR: 2210 }, originals: ['CHF'] });
    expect(chooseApc({ publisherRows: [chf], estimate, isOpenAccessDiamond: false, ...journal })).toMatchObject({
      apcAmount: 2200,
      apcCurrency: 'CHF',
    });
    const converted = row({ amounts: { USD: 1999.6, EUR: 1800 }, originals: [] });
    expect(chooseApc({ publisherRows: [converted], estimate, isOpenAccessDiamond: false, ...journal })).toMatchObject({
      apcAmount: 2000,
      apcCurrency: 'USD',
    });
  });

  it('falls back to the 2024 estimate in USD when no publisher price is known', () => {
    expect(chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: false, ...journal })).toEqual({
      apcAmount: 3100,
      apcCurrency: 'USD',
      apcSource: 'estimate',
      apcYear: 2024,
      apcOrigin: 'SJR 2024',
      apcObservedOn: null,
    });
  });

  it('gives no APC without a price or an estimate, and never estimates a fee for diamond open access', () => {
    const none = {
      apcAmount: null,
      apcCurrency: null,
      apcSource: null,
      apcYear: null,
      apcOrigin: null,
      apcObservedOn: null,
    };
    expect(chooseApc({ publisherRows: [], estimate: null, isOpenAccessDiamond: false, ...journal })).toEqual(none);
    expect(chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: true, ...journal })).toEqual({
      ...none,
      apcAmount: 0,
      apcSource: 'no_charge',
      apcOrigin: 'SJR (Open Access Diamond)',
    });
    expect(chooseApc({ publisherRows: [row({})], estimate, isOpenAccessDiamond: true, ...journal }).apcSource).toBe('publisher');
  });

  it('says no charge, never an estimate, for a journal DOAJ lists without an APC, with its date', () => {
    const doaj = { hasApc: false, apcAmount: null, apcCurrency: null, asOf: '2025-02-09' };
    expect(chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: false, ...journal, doaj })).toEqual({
      apcAmount: 0,
      apcCurrency: null,
      apcSource: 'no_charge',
      apcYear: 2025,
      apcOrigin: 'DOAJ',
      apcObservedOn: '2025-02-09',
    });
  });

  it('never estimates for conference proceedings nor Indonesian journals: charge unknown', () => {
    const proceedings = { ...journal, type: 'conference and proceedings' };
    const indonesian = { ...journal, country: 'Indonesia' };
    const doajWithApc = { hasApc: true, apcAmount: null, apcCurrency: null, asOf: '2025-02-09' };
    for (const candidate of [proceedings, indonesian, { ...indonesian, doaj: doajWithApc }]) {
      expect(chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: false, ...candidate })).toMatchObject({
        apcAmount: null,
        apcSource: null,
      });
    }
    // The estimate still holds for an international journal DOAJ lists with an APC but no amount.
    expect(
      chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: false, ...journal, doaj: doajWithApc }),
    ).toMatchObject({ apcSource: 'estimate', apcAmount: 3100 });
  });

  it("shows the journal's own amount from a DOAJ export before any estimate, with DOAJ and the export's day", () => {
    const doaj = { hasApc: true, apcAmount: 750000, apcCurrency: 'IDR', asOf: '2026-05-07' };
    expect(
      chooseApc({ publisherRows: [], estimate, isOpenAccessDiamond: false, ...journal, country: 'Indonesia', doaj }),
    ).toEqual({
      apcAmount: 750000,
      apcCurrency: 'IDR',
      apcSource: 'publisher',
      apcYear: 2026,
      apcOrigin: 'DOAJ',
      apcObservedOn: '2026-05-07',
    });
    // A publisher's own price in the APC data sets still wins.
    expect(chooseApc({ publisherRows: [row({})], estimate, isOpenAccessDiamond: false, ...journal, doaj }).apcOrigin)
      .toBe('APC dataverse');
  });

  it('keeps a price of zero as a price', () => {
    const free = row({ amounts: { USD: 0 }, originals: ['USD'] });
    expect(chooseApc({ publisherRows: [free], estimate, isOpenAccessDiamond: false, ...journal })).toMatchObject({
      apcAmount: 0,
      apcSource: 'publisher',
    });
  });

  it("prefers Wiley's 2026 Journal Finder price to older publisher prices and to the estimate, and says so", () => {
    const wiley = row({
      issns: [],
      year: 2026,
      date: '2026-08-11',
      amounts: { USD: 3570 },
      originals: ['USD'],
      line: 2,
      origin: 'Wiley Journal Finder',
    });
    const choice = chooseApc({
      publisherRows: [row({ year: 2023, date: '2023-02-27', amounts: { USD: 3680 }, line: 12 }), wiley],
      estimate,
      isOpenAccessDiamond: false, ...journal,
    });
    expect(choice).toEqual({
      apcAmount: 3570,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      apcYear: 2026,
      apcOrigin: 'Wiley Journal Finder',
      apcObservedOn: '2026-08-11',
    });
  });
});
