'use client';
// The page of results the home page shows, with its paging rules: the page is the address's (a change of search,
// filters or sort starts again at page 1); pages beyond 1 need login and premium (a signed-out visitor is asked to
// log in, a signed-in free user is shown the plans), checked here first, also for a page the address asks for (a
// shared link to page 3 opens page 1 for them, once the stored session is read), and by the server anyway, whose
// 401/403 land the visitor back on page 1 the same way. A failed title search says 'Gagal mencari jurnal. Coba
// lagi.'; a failed list is logged and says 'Gagal memuat jurnal. Coba lagi.'.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { catalogueApiUrl } from '@/lib/catalogue/address/catalogue-query';
import { useJournalPage } from '@/components/journals/use-journal-page';
import { useToast } from '@/components/toast/toast-context';
import type { CatalogueAddressApi } from './use-catalogue-address';
import type { Viewer } from './use-viewer';

function requestOf(key: string): { page: number; isSearch: boolean } {
  const params = new URL(key, 'http://localhost').searchParams;
  return { page: Number(params.get('page') ?? 1), isSearch: params.has('q') };
}

export function useCataloguePage({ address, showPage, backToFirstPage }: CatalogueAddressApi, limit: number, viewer: Viewer) {
  const t = useTranslations('HomeNotices');
  const results = useTranslations('JournalResults');
  const toast = useToast();
  const mayOpenLaterPages = viewer.isKnown && viewer.isPremium;
  // Until the session is known, page 1 (the server's) stays on show for a later page the address asks for.
  const page = address.page > 1 && !mayOpenLaterPages ? 1 : address.page;

  const askToLogIn = () => {
    toast.show(t('loginRequired'), 'warning');
    openAuthModal('login');
  };
  const refuseLaterPage = () => {
    backToFirstPage();
    if (viewer.isSignedIn) openPlanModal();
    else askToLogIn();
  };

  const isRefused = address.page > 1 && viewer.isKnown && !viewer.isPremium;
  useEffect(() => {
    // Toasts, modals and the address are outside React: an effect, run when the refusal starts (refuseLaterPage is
    // a new function every render, so it is not what triggers it).
    if (isRefused) refuseLaterPage();
  }, [isRefused]);

  const { data, isValidating } = useJournalPage(catalogueApiUrl(address.query, page, limit), {
    onSuccess: (answer) => {
      if (requestOf(answer.url).isSearch && answer.result.pagination.total === 0) toast.show(results('notFound'), 'info');
    },
    onError: (error, key) => {
      const request = requestOf(key);
      if (request.page > 1 && error.status === 401) {
        backToFirstPage();
        askToLogIn();
      } else if (request.page > 1 && error.status === 403) {
        // The stored premium flag was stale (premium lapsed): the server said no, so the plans are offered.
        backToFirstPage();
        openPlanModal();
      } else if (request.isSearch) {
        toast.show(t('searchFailed'), 'error');
      } else {
        // A list failure is logged and the journals already shown stay.
        console.warn('journal list failed', error);
        toast.show(t('listFailed'), 'error');
      }
    },
  });

  const selectPage = (next: number) => {
    if (next === page || next < 1) return;
    if (next > 1 && !viewer.isSignedIn) {
      askToLogIn();
    } else if (next > 1 && !viewer.isPremium) {
      openPlanModal();
    } else {
      showPage(next);
    }
  };

  return { answer: data, isBusy: isValidating, selectPage };
}
