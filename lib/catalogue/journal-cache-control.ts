// Cache headers of the catalogue's answers: a first page of the free size is the same for everyone and changes only
// on an import, so shared caches may keep it briefly; anything that depends on who asks (premium) is never shared.
import { FREE_PAGE_SIZE } from './allowed-page-size';

export const publicCatalogueCacheControl = 'public, max-age=60';

export function journalPageCacheControl(page: number, requestedLimit: number): string {
  return page > 1 || requestedLimit > FREE_PAGE_SIZE ? 'private, no-store' : publicCatalogueCacheControl;
}
