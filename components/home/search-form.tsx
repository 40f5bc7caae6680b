'use client';
// The home page's search (spec §2, §5): a journal-title box, an abstract box for AI recommendations (50 characters
// at least) and the filter panel, in one GET form, so that without JavaScript a title search still reaches the server.
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MIN_ABSTRACT_LENGTH } from './search-action';
import { SearchSubmitButton } from '@/components/ui/search-submit-button';

interface SearchFormProps {
  /** The title of the search being shown; the box follows it when it changes from outside (back button, a link). */
  q: string;
  filters: ReactNode;
  onSubmit: (title: string, abstract: string) => void;
}

const inputClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600';

export function SearchForm({ q, filters, onSubmit }: SearchFormProps) {
  const t = useTranslations('SearchForm');
  const [title, setTitle] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const [abstract, setAbstract] = useState('');
  if (q !== shownQ) {
    setShownQ(q);
    setTitle(q);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(title, abstract);
  };

  return (
    <form
      method="get"
      role="search"
      aria-label={t('label')}
      data-testid="search-form"
      onSubmit={handleSubmit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm sm:p-6"
    >
      <div>
        <label htmlFor="search-title" className="block text-sm font-medium text-slate-700">
          {t('titleLabel')}
        </label>
        <input
          id="search-title"
          name="q"
          type="search"
          data-testid="search-title-input"
          value={title}
          maxLength={200}
          autoComplete="off"
          placeholder={t('titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClassName}
        />
      </div>
      <div>
        <label htmlFor="search-abstract" className="block text-sm font-medium text-slate-700">
          {t('abstractLabel')}
        </label>
        {/* No name: an abstract is never put in a URL (it may be unpublished work). */}
        <textarea
          id="search-abstract"
          data-testid="search-abstract-input"
          value={abstract}
          rows={4}
          placeholder={t('abstractPlaceholder')}
          aria-describedby="search-abstract-hint"
          onChange={(event) => setAbstract(event.target.value)}
          className={`${inputClassName} resize-y`}
        />
        <p id="search-abstract-hint" data-testid="abstract-hint" className="mt-1 text-xs text-slate-500">
          {t('abstractHint', { count: abstract.trim().length, min: MIN_ABSTRACT_LENGTH })}
        </p>
        <p data-testid="abstract-privacy" className="mt-0.5 text-xs text-slate-500">
          {t('abstractPrivacy')}
        </p>
      </div>
      {filters}
      <SearchSubmitButton testId="search-submit" label={t('submit')} />
    </form>
  );
}
