'use client';
// The home page's search: a journal-title box, an abstract box for AI recommendations (MIN_ABSTRACT_LENGTH characters
// at least) with the SINTA switch, and the filter panel, in one GET form, so that without JavaScript a title search
// still reaches the server. The switch follows the abstract's language (on for Indonesian) until the researcher sets
// it. Recommendations shown again after Back put their abstract and switch back in the boxes.
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { isWrittenInIndonesian } from '@/lib/recommend/abstract-language';
import { MIN_ABSTRACT_LENGTH } from './search-action';
import { SintaSwitch } from './sinta-switch';
import { SearchFormCard } from '@/components/ui/search-form-card';
import { TextField } from '@/components/ui/text-field';

interface SearchFormProps {
  /** The title of the search being shown; the box follows it when it changes from outside (back button, a link). */
  q: string;
  filters: ReactNode;
  onSubmit: (title: string, abstract: string, includeSinta: boolean) => void;
  /** The abstract and SINTA choice of recommendations shown again from the tab's storage; null when none were. */
  restored: { abstract: string; includeSinta: boolean } | null;
  /** The researcher set the SINTA switch. */
  onIncludeSintaChange: (includeSinta: boolean) => void;
}

export function SearchForm({ q, filters, onSubmit, restored, onIncludeSintaChange }: SearchFormProps) {
  const t = useTranslations('SearchForm');
  const [title, setTitle] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const [abstract, setAbstract] = useState('');
  const [sintaChoice, setSintaChoice] = useState<boolean | null>(null);
  const includeSinta = sintaChoice ?? isWrittenInIndonesian(abstract);
  if (q !== shownQ) {
    setShownQ(q);
    setTitle(q);
  }
  const [shownRestored, setShownRestored] = useState(restored);
  if (restored !== shownRestored) {
    setShownRestored(restored);
    if (restored) {
      setAbstract(restored.abstract);
      setSintaChoice(restored.includeSinta);
    }
  }

  return (
    <SearchFormCard
      method="get"
      label={t('label')}
      testId="search-form"
      submitLabel={t('submit')}
      submitTestId="search-submit"
      onSubmit={() => onSubmit(title, abstract, includeSinta)}
      className="text-left"
    >
      <TextField
        id="search-title"
        name="q"
        type="search"
        testId="search-title-input"
        label={t('titleLabel')}
        value={title}
        maxLength={200}
        placeholder={t('titlePlaceholder')}
        textSize="sm"
        onChange={setTitle}
      />
      {/* No name: an abstract is never put in a URL (it may be unpublished work). */}
      <TextField
        id="search-abstract"
        testId="search-abstract-input"
        label={t('abstractLabel')}
        value={abstract}
        rows={4}
        placeholder={t('abstractPlaceholder')}
        describedBy="search-abstract-hint"
        textSize="sm"
        onChange={setAbstract}
      >
        <p id="search-abstract-hint" data-testid="abstract-hint" className="mt-1 text-xs text-slate-500">
          {t('abstractHint', { count: abstract.trim().length, min: MIN_ABSTRACT_LENGTH })}
        </p>
        <p data-testid="abstract-privacy" className="mt-0.5 text-xs text-slate-500">
          {t('abstractPrivacy')}
        </p>
        <SintaSwitch
          isOn={includeSinta}
          onChange={(isOn) => {
            setSintaChoice(isOn);
            onIncludeSintaChange(isOn);
          }}
        />
      </TextField>
      {filters}
    </SearchFormCard>
  );
}
