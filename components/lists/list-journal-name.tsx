// A title on the new and discontinued lists: a link to its catalogue page when the list ties it to a Sourceid
// (a title Elsevier lists but SJR lacks has none, and stays plain text rather than leading to a not-found page).
// Not prefetched: a page of twenty titles would fetch each journal page as it scrolls into view, data and script work
// on a phone for pages seldom opened; the journal page loads when a title is chosen.
import { Link } from '@/lib/i18n/navigation';

interface ListJournalNameProps {
  sourceId: string | null;
  name: string;
  testId: string;
}

export function ListJournalName({ sourceId, name, testId }: ListJournalNameProps) {
  if (!sourceId) return <span data-testid={testId}>{name}</span>;
  return (
    <Link href={`/journal/${sourceId}`} prefetch={false} data-testid={testId} className="text-blue-800 hover:underline">
      {name}
    </Link>
  );
}
