'use client';
// The SINTA page: the list call (12 a page) until a search is submitted, then the search call (6 a page, ranked by
// relevance to a title, a few words or an abstract), both from page 1; a filter change loads again from page 1. A
// failed or empty answer shows the labelled built-in sample, filtered the same way, with a notice saying why.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useToast } from '@/components/toast/toast-context';
import { SintaResults } from './sinta-results';
import { SINTA_SAMPLE } from './sinta-sample';
import { SintaSampleNotice } from './sinta-sample-notice';
import { resolveSintaResults, type SintaQuery, sintaApiUrl } from './sinta-query';
import { SintaSearchForm } from './sinta-search-form';
import { useSintaFilterOptions, useSintaPage } from './use-sinta';

const firstQuery: SintaQuery = { q: '', subject: '', accreditation: '', minSintaLevel: '', page: 1 };

export function SintaView() {
  const t = useTranslations('Sinta');
  const toast = useToast();
  const [text, setText] = useState('');
  const [query, setQuery] = useState(firstQuery);
  const options = useSintaFilterOptions();
  const { data, error, isLoading } = useSintaPage(sintaApiUrl(query), () =>
    toast.show(query.q ? t('searchFailed') : t('listFailed'), 'warning'),
  );
  const results = resolveSintaResults(error ? undefined : data, Boolean(error), query, SINTA_SAMPLE);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pb-16 sm:px-6">
      <SintaSearchForm
        text={text}
        subject={query.subject}
        accreditation={query.accreditation}
        minSintaLevel={query.minSintaLevel}
        options={options}
        onTextChange={setText}
        onFilterChange={(name, value) => setQuery({ ...query, [name]: value, page: 1 })}
        onClearFilters={() => setQuery({ ...query, subject: '', accreditation: '', minSintaLevel: '', page: 1 })}
        onSubmit={() => setQuery({ ...query, q: text.trim(), page: 1 })}
      />
      {results?.sampleReason ? <SintaSampleNotice reason={results.sampleReason} isSearch={query.q !== ''} /> : null}
      {results ? (
        <SintaResults
          results={results}
          isSearch={query.q !== ''}
          isBusy={isLoading}
          onSelectPage={(page) => setQuery({ ...query, page })}
        />
      ) : (
        <LoadingSpinner label={t('loading')} />
      )}
    </div>
  );
}
