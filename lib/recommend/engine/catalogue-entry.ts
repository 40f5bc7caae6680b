// What the recommender knows of each journal: the fields its profile is built from (title, areas, categories with
// their quartiles, publisher; SINTA subject areas and affiliation; operator scope text) and the record's fields.
import type { ApcSource } from '../../generated/prisma/enums';
import type { JournalMetricRow } from '../../catalogue/journal-figures';

export interface CategoryQuartile {
  name: string;
  quartile: string | null;
}

export interface ScopusEntry {
  type: 'scopus';
  sourceId: string;
  title: string;
  areaList: string[];
  categoryList: string[];
  categoryQuartiles: CategoryQuartile[];
  publisher: string | null;
  country: string | null;
  sjr: number | null;
  sjrBestQuartile: string | null;
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
  apcAmount: number | null;
  apcCurrency: string | null;
  apcSource: ApcSource | null;
  reviewTimeWeeks: number | null;
  acceptanceRate: number | null;
  /** Where the operator's own review time and acceptance rate came from (absent: none imported). */
  metricsSource?: string | null;
  apcYear?: number | null;
  apcOrigin?: string | null;
  apcObservedOn?: Date | string | null;
  /** The journal's published figures (Wiley's, PLOS's); absent: none. */
  metrics?: JournalMetricRow[];
  /** The languages its DOAJ entry accepts manuscripts in; null when DOAJ does not list it. */
  doajLanguages: string[] | null;
  scope: string | null;
}

export interface SintaEntry {
  type: 'sinta';
  /** The SINTA profile number. */
  id: number;
  title: string;
  websiteUrl: string;
  /** Its favourite id where that is not the website (the SINTA profile URL of a journal without a usable website). */
  favoriteId?: string;
  subjectAreas: string[];
  affiliation: string | null;
  /** 1..6 (S1 best). */
  accreditation: number;
  /** The languages its DOAJ entry accepts manuscripts in; null when DOAJ does not list it. */
  doajLanguages: string[] | null;
  /** DOAJ's APC yes/no; null when DOAJ does not list it. */
  doajHasApc: boolean | null;
  scope: string | null;
}

export type CatalogueEntry = ScopusEntry | SintaEntry;
