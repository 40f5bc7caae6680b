// One journal as the importer writes it: the `journals` columns that come from the data files. The operators'
// columns (review time, acceptance rate, their source) are not here: a catalogue import never touches them.
import type { CategoryQuartile } from './parse-categories';
import type { Quartile } from '../../import/parse-values';

export interface SjrJournal {
  /** Sourceid as decimal text: values exceed 2^31 and travel to PostgreSQL's bigint unchanged. */
  sourceId: string;
  rank: number;
  title: string;
  type: string;
  /** As published ("15424863, 00079235"); empty where SJR has none ("-"). */
  issn: string;
  issns: string[];
  publisher: string | null;
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
  sjr: number | null;
  sjrBestQuartile: Quartile | null;
  hIndex: number | null;
  docsYear: number;
  totalDocsYear: number | null;
  totalDocs3Years: number | null;
  totalRefs: number | null;
  totalCites3Years: number | null;
  citableDocs3Years: number | null;
  citesPerDoc2Years: number | null;
  refPerDoc: number | null;
  femalePercent: number | null;
  overton: number | null;
  sdg: number | null;
  country: string | null;
  region: string | null;
  coverage: string | null;
  categories: string | null;
  areas: string | null;
  areaList: string[];
  categoryList: string[];
  categoryQuartiles: CategoryQuartile[];
  isDiscontinued: boolean;
  dataYear: number;
}

/** `no_charge`: a diamond journal (SJR's flag or DOAJ's APC "No"), amount 0. */
export type ApcSource = 'publisher' | 'estimate' | 'no_charge';

export interface ApcFields {
  apcAmount: number | null;
  apcCurrency: string | null;
  apcSource: ApcSource | null;
  apcYear: number | null;
  /** The data set the price was read from, as credited: "Wiley Journal Finder", "APC dataverse", "SJR 2024". */
  apcOrigin: string | null;
  /** "YYYY-MM-DD": the day the price was read from the publisher, where the data set says it. */
  apcObservedOn: string | null;
}

/** The SJR of the year before and the journal's own site, from the other vendored files. */
export interface LinkAndTrendFields {
  sjrPrevious: number | null;
  sjrPreviousYear: number | null;
  website: string | null;
  /** The data set the website was read from, as credited: "Wiley Journal Finder". */
  websiteSource: string | null;
}

/** The journal's DOAJ entry (doaj_journals.key), matched by ISSN; null where DOAJ does not list it. */
export interface DoajLinkField {
  doajKey: string | null;
}

export type JournalRecord = SjrJournal & ApcFields & LinkAndTrendFields & DoajLinkField;
