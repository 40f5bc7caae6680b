// The ISSN half of the new and discontinued lists' search: the text as typed, a plain case-sensitive substring of the
// ISSN and E-ISSN columns (so part of an ISSN finds it); and, when the text is a whole ISSN with or without its hyphen
// ("3050-9157", "1474-175x"), also that ISSN in the form the lists store ("30509157", upper-case X; SJR's column may
// hold several, "15424863, 00079235"). The normaliser is the catalogue search's and the importers' own, so what one
// writes the other finds. Wildcards typed by a user are taken literally.
import { Prisma } from '../generated/prisma/client';
import { normaliseIssn } from '../import/normalise-issn';
import { escapeLikePattern } from '../shared/escape-like-pattern';

export function issnSearchSql(q: string): Prisma.Sql {
  const patterns = [...new Set([q, normaliseIssn(q)].filter((text): text is string => Boolean(text)))].map(
    (text) => `%${escapeLikePattern(text)}%`,
  );
  return Prisma.join(
    patterns.map((pattern) => Prisma.sql`issn LIKE ${pattern} OR eissn LIKE ${pattern}`),
    ' OR ',
  );
}
