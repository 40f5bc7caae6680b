// The WHERE of the new-titles list: q over the name and publisher case-insensitively and over ISSN and
// E-ISSN as issn-search-sql.ts reads it (a substring, or a whole ISSN with or without its hyphen); the publisher filter
// case-insensitive. Wildcards typed by a user are taken literally.
import { Prisma } from '../generated/prisma/client';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { issnSearchSql } from './issn-search-sql';

export function newJournalFilterSql(filters: { origin: string; q?: string; publisher?: string }): Prisma.Sql {
  const parts = [Prisma.sql`origin::text = ${filters.origin}`];
  if (filters.q) {
    const pattern = `%${escapeLikePattern(filters.q)}%`;
    parts.push(Prisma.sql`(title ILIKE ${pattern} OR publisher ILIKE ${pattern} OR ${issnSearchSql(filters.q)})`);
  }
  if (filters.publisher) parts.push(Prisma.sql`publisher ILIKE ${`%${escapeLikePattern(filters.publisher)}%`}`);
  return Prisma.join(parts, ' AND ');
}
