// Dates the API accepts lie between 2000 and 2100: far wider than any expiry or report range the product needs,
// and inside what JavaScript, Prisma and PostgreSQL all represent (a year 275760 date passed zod and failed in SQL).
import { z } from 'zod';

export const MIN_ACCEPTED_DATE = new Date('2000-01-01T00:00:00.000Z');
export const MAX_ACCEPTED_DATE = new Date('2100-12-31T23:59:59.999Z');

/** A date (ISO text, or anything `new Date()` reads) from 2000 to 2100; else `message`. */
export function boundedDate(message: string) {
  return z.coerce
    .date({ message })
    .min(MIN_ACCEPTED_DATE, { message })
    .max(MAX_ACCEPTED_DATE, { message });
}

/** A calendar day `YYYY-MM-DD` that exists, from 2000 to 2100. */
export function boundedDay(message: string) {
  return z.iso
    .date({ message })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31' && existsInCalendar(day), { message });
}

/** 2023-02-29 has the ISO form but names no day (Date would roll it over to 1 March). */
function existsInCalendar(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}
