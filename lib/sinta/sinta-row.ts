// One sinta_journals row as the SINTA queries select it, and its mapping to the API's item shape. Pure apart from
// the list index it is given, so the mapping is tested alone.
import { type ListIndex, matchListEntries } from '../lists/match-list-entries';
import { sintaLabel } from '../shared/sinta-accreditation';
import { sintaFavoriteId } from '../shared/sinta-favorite-id';
import type { SintaItem } from './sinta-types';
import { type DoajRow, doajJsonSql, toDoajFacts } from '../doaj/doaj-facts';

export interface SintaRow {
  id: number;
  title: string;
  accreditation: number;
  subject_areas: string[];
  affiliation: string | null;
  website_url: string;
  p_issn: string | null;
  e_issn: string | null;
  profile_url: string;
  google_scholar_url: string | null;
  impact: number | null;
  h5_index: number | null;
  citations: number | null;
  citations5_years: number | null;
  is_scopus_indexed: boolean;
  scopus_source_id: string | null;
  /** Its DOAJ entry (matched by ISSN at import), or null. */
  doaj: DoajRow | null;
}

/** The columns every SINTA query selects, from `s` (sinta_journals) and `m` (the matched catalogue journal). */
export const sintaRowColumns = `s.id, s.title, s.accreditation, s.subject_areas, s.affiliation, s.website_url, s.p_issn,
  s.e_issn, s.profile_url, s.google_scholar_url, s.impact, s.h5_index, s.citations, s.citations5_years,
  s.is_scopus_indexed, m.source_id::text AS scopus_source_id,
  (SELECT ${doajJsonSql} FROM doaj_journals d WHERE d.key = s.doaj_key) AS doaj`;

/** The catalogue journal sharing an ISSN, best SJR rank first (exact ISSN; a SINTA row without ISSNs matches none). */
export const scopusMatchJoin = `LEFT JOIN LATERAL (
  SELECT j.source_id FROM journals j WHERE j.issns && s.issns ORDER BY j.rank, j.source_id LIMIT 1
) m ON true`;

export const NO_SUBJECT = 'Tidak ada subjek';

export function toSintaItem(row: SintaRow, lists: ListIndex): SintaItem {
  return {
    Title: row.title,
    'Current Accreditation': sintaLabel(row.accreditation),
    'Subject Area': row.subject_areas.length > 0 ? row.subject_areas.join(', ') : NO_SUBJECT,
    Publisher: row.affiliation,
    Website: row.website_url,
    favoriteId: sintaFavoriteId({ website: row.website_url, profileUrl: row.profile_url }),
    sintaId: row.id,
    Country: 'Indonesia',
    pIssn: row.p_issn,
    eIssn: row.e_issn,
    profileUrl: row.profile_url,
    googleScholarUrl: row.google_scholar_url,
    impact: row.impact,
    h5Index: row.h5_index,
    citations: row.citations,
    citations5Years: row.citations5_years,
    isScopusIndexed: row.is_scopus_indexed || row.scopus_source_id !== null,
    scopusSourceId: row.scopus_source_id,
    warnings: matchListEntries([row.website_url], lists),
    doaj: toDoajFacts(row.doaj),
  };
}
