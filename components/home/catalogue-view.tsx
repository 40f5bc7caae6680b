'use client';
// The home page's search and results: what the search button does, the page size (4, or 2 once a
// search has started), the filters, each told to the visitor as a toast; premium features offer the plans.
// AI recommendations take the results' place over a title search or the full list until cleared, ten a page, kept for
// Back in the tab's sessionStorage (use-kept-recommendations.ts); the SINTA switch decides whether SINTA journals join
// them, the filters apply to them on the server, and recommendations on show are asked again when the switch or a
// filter is set. After a search the results are brought into view (on a phone the form fills the screen). The search,
// filters, sort and page live in the address (use-catalogue-query.ts); the filter counts follow them.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { bringIntoView, bringTopIntoView } from '@/components/layout/bring-into-view';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { PlanModal } from '@/components/premium/plan-modal';
import {
  type CatalogueAddress,
  type CatalogueQuery,
  DEFAULT_PAGE_SIZE,
  emptyCatalogueQuery,
  recommendFilterValues,
  SEARCH_PAGE_SIZE,
} from '@/lib/catalogue/address/catalogue-query';
import { JournalResults } from '@/components/journals/journal-results';
import { RECOMMENDATION_PAGE_SIZE, useKeptRecommendations } from '@/components/recommend/use-kept-recommendations';
import { useToast } from '@/components/toast/toast-context';
import { CatalogueToolbar } from './catalogue-toolbar';
import { FilterPanel } from './filter-panel';
import { HomeHero } from './home-hero';
import { chooseSearchAction } from './search-action';
import { SearchForm } from './search-form';
import { useCataloguePage } from './use-catalogue-page';
import { useCatalogueAddress } from './use-catalogue-address';
import { useViewer } from './use-viewer';

// Shown only once a visitor asks for recommendations: its code loads then, not with the page.
const RecommendationResults = dynamic(() =>
  import('@/components/recommend/recommendation-results').then((module) => module.RecommendationResults),
);

/** The results' block, brought into view after a search. */
const RESULTS_ID = 'catalogue-results';

interface CatalogueViewProps {
  initialAddress: CatalogueAddress;
  heroTitle: string;
  heroTagline: string;
}

export function CatalogueView({ initialAddress, heroTitle, heroTagline }: CatalogueViewProps) {
  const t = useTranslations('HomeNotices');
  const toast = useToast();
  const viewer = useViewer();
  const catalogueAddress = useCatalogueAddress(initialAddress);
  const { query } = catalogueAddress.address;
  const { applyQuery } = catalogueAddress;
  const recommendations = useKeptRecommendations(recommendFilterValues(query));
  const [hasRecommended, setHasRecommended] = useState(false);
  const hasSearched = query.q !== '' || hasRecommended || recommendations.restored !== null;
  const limit = hasSearched ? SEARCH_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const { answer, isBusy, selectPage } = useCataloguePage(catalogueAddress, limit, viewer);
  const recommend = (abstract: string, includeSinta: boolean, filtersOf: CatalogueQuery = query) =>
    recommendations.run({ abstract, includeSinta, filters: recommendFilterValues(filtersOf) });
  const applyFilters = (next: CatalogueQuery) => {
    applyQuery(next);
    const asked = recommendations.asked();
    if (asked) recommend(asked.abstract, asked.includeSinta, next);
  };
  // Recommendations shown again after Back: their block in view, as after the search that asked for them.
  useEffect(() => {
    if (recommendations.restored) document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
  }, [recommendations.restored]);

  const submit = (title: string, abstract: string, includeSinta: boolean) => {
    const action = chooseSearchAction(title, abstract);
    if (action.kind === 'recommend') {
      // AI recommendations are premium (the 'premiumFeature' info, then the login or, for a signed-in free
      // user, the subscription plans); the server checks again.
      setHasRecommended(true);
      if (viewer.isPremium) {
        recommend(action.abstract, includeSinta);
        bringIntoView(document.getElementById(RESULTS_ID));
        return;
      }
      toast.show(t('premiumFeature'), 'info');
      if (!viewer.isSignedIn) openAuthModal('login');
      else openPlanModal();
    } else if (action.kind === 'title') {
      recommendations.clear();
      applyQuery({ ...query, q: action.title });
      bringIntoView(document.getElementById(RESULTS_ID));
    } else {
      toast.show(t('needInput'), 'warning');
    }
  };

  return (
    <>
      <HomeHero title={heroTitle} tagline={heroTagline}>
        <SearchForm
          q={query.q}
          onSubmit={submit}
          restored={recommendations.restored}
          onIncludeSintaChange={(includeSinta) => {
            const asked = recommendations.asked();
            if (asked) recommend(asked.abstract, includeSinta);
          }}
          filters={
            <FilterPanel
              query={query}
              onChange={(name, value) => applyFilters({ ...query, [name]: value })}
              onReset={() => applyFilters({ ...emptyCatalogueQuery, q: query.q, sort: query.sort, order: query.order })}
            />
          }
        />
      </HomeHero>
      <div id={RESULTS_ID} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {recommendations.state.status === 'idle' ? (
          <JournalResults
            answer={answer}
            isBusy={isBusy}
            onSelectPage={selectPage}
            toolbar={<CatalogueToolbar query={query} onSortChange={(sort) => applyQuery({ ...query, ...sort })} />}
          />
        ) : (
          <RecommendationResults
            state={recommendations.state}
            pageSize={RECOMMENDATION_PAGE_SIZE}
            page={recommendations.page}
            onSelectPage={(page) => {
              recommendations.selectPage(page);
              bringTopIntoView(document.getElementById(RESULTS_ID));
            }}
            onClear={recommendations.clear}
            category={query.category ?? ''}
            onSelectCategory={(category) => applyFilters({ ...query, category })}
          />
        )}
      </div>
      {/* Listening from hydration on (the Account menu's own mounts only once signed in): a link to page 2 opened by a
          free user shows the plans as soon as the session is read. The first mounted instance is the one shown. */}
      <PlanModal />
    </>
  );
}
