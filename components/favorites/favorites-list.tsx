'use client';
// The grid of favourites on the current page: one column on phones, two from md, three from lg.
import { FavoriteCard } from './favorite-card';
import type { FavoriteDetails } from './use-favorite-details';

export function FavoritesList({ ids, details }: { ids: readonly string[]; details: FavoriteDetails }) {
  return (
    <ul data-testid="favorite-list" className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {ids.map((id) => (
        <li key={id}>
          <FavoriteCard sourceId={id} detail={id in details ? details[id] : undefined} />
        </li>
      ))}
    </ul>
  );
}
