// One DOAJ journal as the importer writes it into doaj_journals, and as the catalogue and SINTA imports match it.

export interface DoajRecord {
  /** Normalised ISSN: the e-ISSN, else the print ISSN. */
  key: string;
  title: string;
  /** As DOAJ writes them, with the hyphen ("1983-9979"). */
  pIssn: string | null;
  eIssn: string | null;
  /** Normalised ISSNs (8 characters, no hyphen). */
  issns: string[];
  languages: string[];
  publisher: string | null;
  hasSeal: boolean;
  licences: string[];
  hasApc: boolean;
  /** The journal's own APC (full export only): in USD where it lists one, else its first amount, in its currency. */
  apcAmount: number | null;
  apcCurrency: string | null;
  weeksToPublication: number | null;
  doajUrl: string | null;
  origin: DoajOrigin;
  /** "YYYY-MM-DD". */
  asOf: string;
}

/** `vendored`: data/doaj (eight columns); `operator`: a full export loaded with `npm run db:import -- --doaj`. */
export type DoajOrigin = 'vendored' | 'operator';

/** DOAJ's credit as the product shows it beside each fact (CC BY-SA 4.0 asks for the attribution). */
export const doajSource = 'DOAJ';
