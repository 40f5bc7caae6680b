// One year of a journal's SCImago history as the API answers it (`history` of GET /api/journal/{sourceid} and of each
// Scopus journal of GET /api/journal/compare): a year the data holds, each figure null where that year has none. The
// answer's contract, checked by its tests; the charts read the same type.
import { z } from 'zod';

export const sjrYearSchema = z.strictObject({
  year: z.number().int().min(1999),
  /** SCImago Journal Rank of that year. */
  sjr: z.number().nonnegative().nullable(),
  /** The best quartile of that year. */
  quartile: z.enum(['Q1', 'Q2', 'Q3', 'Q4']).nullable(),
  /** The H index as of that year, where the data holds it (2021, 2022, 2025). */
  hIndex: z.number().int().nonnegative().nullable(),
  /** The documents the journal published that year ("Total Docs."). */
  documents: z.number().int().nonnegative().nullable(),
});

/** Ascending by year, each year once; a year the data lacks (2023) is absent, never a row of nulls. */
export const sjrHistorySchema = z.array(sjrYearSchema).superRefine((years, context) => {
  for (let at = 1; at < years.length; at += 1) {
    if (years[at]!.year <= years[at - 1]!.year) {
      context.addIssue({ code: 'custom', message: 'years must ascend, each once', path: [at, 'year'] });
    }
  }
});

export type SjrYear = z.infer<typeof sjrYearSchema>;
