// The index that warnings by title read (match-title-on-publisher-site.ts): the journal lists' entries by title and
// each publisher's domains, derived from the lists and the catalogue's titles and publishers. Built in memory from
// 32,000 short rows, kept as long as the lists are (they change only on an import).
import 'server-only';
import { db } from '../core/db';
import { createTtlCache } from '../shared/ttl-cache';
import { LIST_CACHE_SECONDS, loadListEntries } from './load-list-entries';
import { indexTitlesOnPublisherSites, type TitleIndex } from './match-title-on-publisher-site';

// An index without any publisher's domain (the first import still running) is built again next time.
const cache = createTtlCache<TitleIndex>({
  ttlMs: LIST_CACHE_SECONDS * 1000,
  maxEntries: 1,
  isCacheable: (index) => index.publisherDomains.size > 0 && index.entriesByTitle.size > 0,
});

async function load(): Promise<TitleIndex> {
  const [lists, catalogue] = await Promise.all([
    loadListEntries(),
    db.$queryRaw<{ title: string; publisher: string }[]>`SELECT title, publisher FROM journals WHERE publisher IS NOT NULL`,
  ]);
  return indexTitlesOnPublisherSites({ catalogue, listJournals: lists.journals, listPublishers: lists.publishers });
}

export function loadTitleIndex(): Promise<TitleIndex> {
  return cache.get('titles', load);
}
