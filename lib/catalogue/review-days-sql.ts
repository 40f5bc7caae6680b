// The review time a card shows, in days, as SQL over a `journals` row: an operator's weeks × 7, else the published
// days to first decision, else from submission to acceptance (the order of journal-figures.ts's chooseReviewTime;
// the enum journal_metric_measure declares them in that order, so ORDER BY measure picks the first).
// NULL when none is known: such a journal fails a maxReviewDays filter and sorts last. The `IN (SELECT …)` guard is
// a hashed lookup that spares the ~95% of journals without published figures their subquery: 90 → 45 ms over the
// whole catalogue.
import { Prisma } from '../generated/prisma/client';

export function reviewDaysSql(alias = 'journals'): Prisma.Sql {
  const table = Prisma.raw(alias);
  return Prisma.sql`(CASE WHEN ${table}.review_time_weeks IS NOT NULL THEN ${table}.review_time_weeks * 7.0
    WHEN ${table}.source_id IN (SELECT source_id FROM journal_metrics) THEN
      (SELECT m.value FROM journal_metrics m
       WHERE m.source_id = ${table}.source_id AND m.measure IN ('first_decision', 'submission_to_acceptance')
       ORDER BY m.measure LIMIT 1)
    END)`;
}
