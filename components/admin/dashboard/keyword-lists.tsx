// The dashboard's tracked search keywords, most frequent and most recent.
import { adminTexts } from '../admin-texts';
import { DashboardCard } from './dashboard-card';

const texts = adminTexts.dashboard;

function KeywordList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  return (
    <DashboardCard title={title} testId={testId}>
      {items.length === 0 ? <p className="text-sm text-slate-500">{texts.noData}</p> : (
        <ol className="list-inside list-decimal space-y-1 text-sm text-slate-700">
          {items.map((item, index) => <li key={`${index}-${item}`} className="truncate">{item}</li>)}
        </ol>
      )}
    </DashboardCard>
  );
}

export function KeywordLists({ topKeywords, recentSearches }: { topKeywords: string[]; recentSearches: string[] }) {
  return (
    <>
      <KeywordList title={texts.topKeywords} items={topKeywords} testId="top-keywords" />
      <KeywordList title={texts.recentSearches} items={recentSearches} testId="recent-searches" />
    </>
  );
}
