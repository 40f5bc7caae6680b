// The review time a card shows, in days, as SQL over a `journals` row: an operator's weeks × 7, else the published
// days to first decision, else from submission to acceptance (the order of journal-figures.ts's chooseReviewTime).
// NULL when none is known: such a journal fails a maxReviewDays filter and sorts last.
import { Prisma } from '../generated/prisma/client';

export function reviewDaysSql(alias = 'journals'): Prisma.Sql {
  const table = Prisma.raw(alias);
  return Prisma.sql`coalesce(${table}.review_time_weeks * 7.0,
    (SELECT m.value FROM journal_metrics m WHERE m.source_id = ${table}.source_id AND m.measure = 'first_decision'),
    (SELECT m.value FROM journal_metrics m
     WHERE m.source_id = ${table}.source_id AND m.measure = 'submission_to_acceptance'))`;
}
