// GET /api/sinta/search: the list's filters plus q, a case-insensitive substring of the title, the affiliation or a
// subject area; 6 per page by default.
import 'server-only';
import type { SintaSearchQuery } from '../schemas/sinta-query';
import { findSintaPage } from './find-sinta-page';
import type { SintaPage } from './sinta-types';

export function searchSintaJournals(query: SintaSearchQuery): Promise<SintaPage> {
  return findSintaPage(query);
}
