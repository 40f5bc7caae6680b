// The catalogue's filters as SQL conditions over `journals`: a field or category matches one whole semicolon-split
// entry (`@>` on the GIN-indexed arrays), never a substring; the quartile and source type match exactly, minQuartile
// takes that quartile or better (none fails), the country without regard to case; the APC budget follows
// apc-in-usd.ts and the review time is the card's (review-days-sql.ts), an unknown one failing it; the manuscript
// language and "in DOAJ" read the journal's DOAJ entry (none fails), "no APC" a charge of 0 (diamond). The same rules in
// memory: journal-filter-rules.ts. Keyed by filter, so the facets can leave a filter's own condition out. Values are always
// bound parameters.
import { Prisma } from '../generated/prisma/client';
import { type JournalFilters, MANUSCRIPT_LANGUAGES, QUARTILES } from '../schemas/journal-query';
import { withinApcBudgetSql } from './apc-in-usd';
import { reviewDaysSql } from './review-days-sql';

export type JournalFilterName = keyof JournalFilters;

export function journalFilterConditions(filters: JournalFilters): Partial<Record<JournalFilterName, Prisma.Sql>> {
  const { field, quartile, minQuartile, category, country, openAccess, type, maxApc, maxReviewDays } = filters;
  const { language, inDoaj, noApc } = filters;
  const conditions: Partial<Record<JournalFilterName, Prisma.Sql>> = {};
  if (field !== undefined) conditions.field = Prisma.sql`journals.area_list @> ARRAY[${field}]::text[]`;
  if (quartile !== undefined) conditions.quartile = Prisma.sql`journals.sjr_best_quartile = ${quartile}`;
  if (minQuartile !== undefined) {
    const better = QUARTILES.slice(0, QUARTILES.indexOf(minQuartile) + 1);
    conditions.minQuartile = Prisma.sql`journals.sjr_best_quartile = ANY(${better}::text[])`;
  }
  if (category !== undefined) conditions.category = Prisma.sql`journals.category_list @> ARRAY[${category}]::text[]`;
  if (country !== undefined) conditions.country = Prisma.sql`lower(journals.country) = lower(${country})`;
  if (openAccess === 'yes') conditions.openAccess = Prisma.sql`journals.is_open_access`;
  if (openAccess === 'no') conditions.openAccess = Prisma.sql`NOT journals.is_open_access`;
  if (openAccess === 'diamond') conditions.openAccess = Prisma.sql`journals.is_open_access_diamond`;
  if (type !== undefined) conditions.type = Prisma.sql`lower(journals.type) = ${type}`;
  if (maxApc !== undefined) conditions.maxApc = withinApcBudgetSql(maxApc);
  if (maxReviewDays !== undefined) conditions.maxReviewDays = Prisma.sql`${reviewDaysSql()} <= ${maxReviewDays}`;
  if (language !== undefined) {
    conditions.language = Prisma.sql`EXISTS (SELECT 1 FROM doaj_journals d WHERE d.key = journals.doaj_key
      AND d.languages @> ARRAY[${MANUSCRIPT_LANGUAGES[language]}]::text[])`;
  }
  if (inDoaj === 'yes') conditions.inDoaj = Prisma.sql`journals.doaj_key IS NOT NULL`;
  if (noApc === 'yes') conditions.noApc = Prisma.sql`journals.apc_amount = 0`;
  return conditions;
}

/** The filters' conditions, all of them or all but one (a facet's own). */
export function journalFilterSql(filters: JournalFilters, except?: JournalFilterName): Prisma.Sql[] {
  return Object.entries(journalFilterConditions(filters))
    .filter(([name]) => name !== except)
    .map(([, condition]) => condition as Prisma.Sql);
}
