// Home: hero, search, filters, the first page of journals and testimonials. The first page is
// rendered here on the server from the catalogue services, so crawlers and visitors without JavaScript see real
// journals; the client takes over for search, filters and paging. `?q=&field=&quartile=&category=` is honoured.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeCatalogue } from '@/components/home/home-catalogue';
import { Testimonials } from '@/components/home/testimonials';
import {
  type CatalogueQuery,
  DEFAULT_PAGE_SIZE,
  parseCatalogueQuery,
  SEARCH_PAGE_SIZE,
} from '@/components/journals/catalogue-query';
import { getJournalFacets } from '@/lib/catalogue/get-journal-facets';
import { listJournals } from '@/lib/catalogue/list-journals';
import { searchJournals } from '@/lib/catalogue/search-journals';
import { QUARTILES, type Quartile } from '@/lib/schemas/journal-query';
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

function isQuartile(value: string): value is Quartile {
  return (QUARTILES as readonly string[]).includes(value);
}

/** Page 1 of what the address asks for (a title means the search call, otherwise the list). */
async function firstPage(query: CatalogueQuery, limit: number) {
  const filters = {
    field: query.field || undefined,
    quartile: isQuartile(query.quartile) ? query.quartile : undefined,
    category: query.category || undefined,
  };
  return query.q ? searchJournals({ q: query.q, page: 1, limit, ...filters }) : listJournals({ page: 1, limit, ...filters });
}

export default async function HomePage({ params, searchParams }: HomePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, facets, raw] = await Promise.all([getTranslations('Home'), getJournalFacets(), searchParams]);
  const query = parseCatalogueQuery((name) => {
    const value = raw[name];
    return Array.isArray(value) ? value[0] : value;
  }, facets);
  // 4 a page, 2 once a search has started (a shared search link has started one).
  const limit = query.q ? SEARCH_PAGE_SIZE : DEFAULT_PAGE_SIZE;

  return (
    <>
      <HomeCatalogue
        initialQuery={query}
        initialLimit={limit}
        initialPage={await firstPage(query, limit)}
        facets={facets}
        heroTitle={t('title')}
        heroTagline={t('tagline')}
      />
      <Testimonials />
    </>
  );
}
