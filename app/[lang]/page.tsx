// Home: hero, search, filters, the first page of journals and testimonials. The first page is rendered here on the
// server from the catalogue services, so crawlers and visitors without JavaScript see real journals and a shared link
// opens on its own search, filters, sort and counts (the counts only for an address with filters, which opens the
// filter panel; a closed panel asks for them when opened); the client takes over for search, filters and paging. The
// address is read by the API's schema (catalogue-query.ts), a bad value ignored. A later page (`page=3`) needs
// premium, which only the browser's stored session tells: the server renders page 1 of the same view and the client,
// once it knows the visitor, opens the asked page or refuses it with the paging rules.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeCatalogue } from '@/components/home/home-catalogue';
import { Testimonials } from '@/components/home/testimonials';
import {
  activeFilterCount,
  type CatalogueQuery,
  DEFAULT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from '@/lib/catalogue/address/catalogue-query';
import { parseCatalogueAddress, toListQuery } from '@/lib/catalogue/address/read-catalogue-address';
import { getJournalFacets } from '@/lib/catalogue/get-journal-facets';
import { listJournals } from '@/lib/catalogue/list-journals';
import { searchJournals } from '@/lib/catalogue/search-journals';
import { localizedAlternates } from '@/lib/seo/localized-alternates';
import { siteOrigin } from '@/lib/seo/site-origin';

type SearchParams = Record<string, string | string[] | undefined>;

interface HomePageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
    // A search or filter in the address is a view of the same page: one canonical URL per language.
    alternates: localizedAlternates(siteOrigin(), lang, ''),
  };
}

/** Page 1 of what the address asks for (a title means the search call, otherwise the list). */
function firstPage(query: CatalogueQuery, limit: number) {
  const list = toListQuery(query, limit);
  return query.q ? searchJournals({ ...list, q: query.q }) : listJournals(list);
}

/** The filter counts of the search and filters (the sort and page do not change them). */
function facetsOf(query: CatalogueQuery) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = toListQuery(query, DEFAULT_PAGE_SIZE);
  return getJournalFacets({ ...filters, q: query.q || undefined });
}

export default async function HomePage({ params, searchParams }: HomePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, raw] = await Promise.all([getTranslations('Home'), searchParams]);
  const address = parseCatalogueAddress((name) => {
    const value = raw[name];
    return Array.isArray(value) ? value[0] : value;
  });
  const { query } = address;
  // 4 a page, 2 once a search has started (a shared search link has started one).
  const limit = query.q ? SEARCH_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const [initialPage, facets] = await Promise.all([
    firstPage(query, limit),
    activeFilterCount(query) > 0 ? facetsOf(query) : undefined,
  ]);

  return (
    <>
      <HomeCatalogue
        initialAddress={address}
        initialLimit={limit}
        initialPage={initialPage}
        facets={facets}
        heroTitle={t('title')}
        heroTagline={t('tagline')}
      />
      <Testimonials />
    </>
  );
}
