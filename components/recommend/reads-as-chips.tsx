'use client';
// What the abstract was read as: its likeliest research topics (OpenAlex's names, in English in both languages), each
// with its subfield. A topic whose subfield is an SJR category is a button that filters the recommendations to that
// category; pressed again, it shows them all. A topic without a category is shown as text.
import { useTranslations } from 'next-intl';
import type { ReadsAsTopic } from '@/lib/recommend/recommendation-answer';

interface ReadsAsChipsProps {
  topics: ReadsAsTopic[];
  /** The category the recommendations are filtered to ('' for none). */
  category: string;
  onSelectCategory: (category: string) => void;
}

const chipClass = 'rounded-full border px-3 py-1 text-sm';

export function ReadsAsChips({ topics, category, onSelectCategory }: ReadsAsChipsProps) {
  const t = useTranslations('Recommend');
  if (topics.length === 0) return null;
  return (
    <div data-testid="reads-as" className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="font-medium" title={t('readsAsSource')}>
        {t('readsAs')}
      </span>
      {topics.map((topic) => {
        const label = (
          <>
            <em className="font-medium not-italic text-slate-900">{topic.topic}</em> ({topic.subfield})
          </>
        );
        if (!topic.category) {
          return (
            <span key={topic.topicId} data-testid="reads-as-topic" className={`${chipClass} border-slate-200 bg-slate-50`}>
              {label}
            </span>
          );
        }
        const isSelected = topic.category.toLowerCase() === category.trim().toLowerCase();
        return (
          <button
            key={topic.topicId}
            type="button"
            data-testid="reads-as-topic"
            data-category={topic.category}
            aria-pressed={isSelected}
            title={t('readsAsFilter', { category: topic.category })}
            onClick={() => onSelectCategory(isSelected ? '' : (topic.category ?? ''))}
            className={`${chipClass} ${isSelected ? 'border-violet-600 bg-violet-100 text-violet-900' : 'border-violet-200 bg-white hover:bg-violet-50'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
