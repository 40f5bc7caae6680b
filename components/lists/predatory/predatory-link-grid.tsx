// The predatory list as a responsive grid of links, each opening the listed site in a new tab without
// giving it access to this page (noopener noreferrer), with the list(s) naming it. A few entries have no link.
import { useTranslations } from 'next-intl';
import type { PredatoryListItem } from '@/lib/lists/list-types';

export function PredatoryLinkGrid({ items }: { items: PredatoryListItem[] }) {
  const t = useTranslations('PredatoryList');
  return (
    <ul data-testid="predatory-grid" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={`${item.link ?? ''}|${item.name}`}
          data-testid="predatory-item"
          className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="predatory-link"
              className="break-words font-medium text-blue-800 hover:text-blue-900 hover:underline"
            >
              {item.name}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          ) : (
            <span className="break-words font-medium text-slate-900">
              {item.name} <span className="text-xs font-normal text-slate-500">{t('noLink')}</span>
            </span>
          )}
          <span className="mt-1 text-xs text-slate-500">{t('listedOn', { source: item.source })}</span>
        </li>
      ))}
    </ul>
  );
}
