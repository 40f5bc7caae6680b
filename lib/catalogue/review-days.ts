// The review time a card shows, in days, from the figure journal-figures.ts's chooseReviewTime picks: an operator's
// weeks × 7, else the published days. Null when none is known: such a journal fails a maxReviewDays filter.
// review-days-sql.ts is the same rule in SQL.
import type { JournalFigure } from './journal-types';

export function reviewDays(figure: JournalFigure | null): number | null {
  if (figure === null) return null;
  return figure.unit === 'weeks' ? figure.value * 7 : figure.value;
}
