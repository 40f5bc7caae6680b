'use client';
// The Scopus and SINTA tabs of the favourites page, each with its count (Scopus first and the default).
// WAI-ARIA tabs: the arrow keys move between them, the selected one is the only one in the tab order.
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef } from 'react';
import type { FavoriteTab } from './favorite-kind';

export const favoriteTabs: readonly FavoriteTab[] = ['scopus', 'sinta'];
export const FAVORITES_PANEL_ID = 'favorites-panel';

interface FavoritesTabsProps {
  selected: FavoriteTab;
  counts: Record<FavoriteTab, number>;
  onSelect: (tab: FavoriteTab) => void;
}

export function FavoritesTabs({ selected, counts, onSelect }: FavoritesTabsProps) {
  const t = useTranslations('Favorite');
  const listRef = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = favoriteTabs[(favoriteTabs.indexOf(selected) + 1) % favoriteTabs.length];
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={t('tabsLabel')} onKeyDown={handleKeyDown} className="flex gap-2 border-b border-slate-200">
      {favoriteTabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`favorites-tab-${tab}`}
            data-tab={tab}
            data-testid={`favorite-tab-${tab}`}
            aria-selected={isSelected}
            aria-controls={FAVORITES_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900 aria-selected:border-blue-700 aria-selected:text-blue-700"
          >
            {t(`tabs.${tab}`)}
            <span
              data-testid={`favorite-tab-${tab}-count`}
              className={`rounded-full px-2 py-0.5 text-xs ${isSelected ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-600'}`}
            >
              {counts[tab]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
