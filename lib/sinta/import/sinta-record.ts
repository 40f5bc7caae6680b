// One SINTA journal as the importer writes it: the sinta_journals columns that come from the file.

export interface SintaRecord {
  /** The number at the end of the profile URL. */
  id: number;
  title: string;
  profileUrl: string;
  googleScholarUrl: string | null;
  /** As published: a SINTA journal's favourite identifier, so never rewritten. */
  websiteUrl: string;
  editorUrl: string | null;
  pIssn: string | null;
  eIssn: string | null;
  issns: string[];
  subjectAreas: string[];
  affiliation: string | null;
  accreditation: number;
  isScopusIndexed: boolean;
  isGarudaIndexed: boolean;
  impact: number | null;
  h5Index: number | null;
  citations5Years: number | null;
  citations: number | null;
}
