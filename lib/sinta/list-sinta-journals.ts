// GET /api/sinta/list: SINTA journals filtered by subject and accreditation, 12 per page by default.
import 'server-only';
import type { SintaListQuery } from '../schemas/sinta-query';
import { findSintaPage } from './find-sinta-page';
import type { SintaPage } from './sinta-types';

export function listSintaJournals(query: SintaListQuery): Promise<SintaPage> {
  return findSintaPage(query);
}
