// The journals to compare (GET /api/journal/compare?ids=1,2,3 and the compare page): two to four distinct ids,
// comma-separated, as the compare tray writes them: Scopus Sourceids or SINTA websites (lib/shared/compare-id.ts). Anything else is refused (400), not trimmed to fit: a shared link
// that names five journals or one twice was not made by the product.
import { z } from 'zod';
import { MAX_COMPARED, MIN_COMPARED } from '../shared/compare-limits';
import { isCompareId } from '../shared/compare-id';
import { safeText } from './safe-text';

export { MAX_COMPARED, MIN_COMPARED } from '../shared/compare-limits';

const hasNoDuplicate = (ids: string[]) => new Set(ids).size === ids.length;

export const compareIdsSchema = safeText({ message: 'invalidCompareIds' })
  // Four websites of at most 500 characters and their commas.
  .max(MAX_COMPARED * 501, 'invalidCompareIds')
  .transform((text) => text.split(',').map((id) => id.trim()))
  .pipe(
    z
      .array(z.string().refine(isCompareId, { message: 'invalidSourceId' }))
      .min(MIN_COMPARED, 'compareTooFew')
      .max(MAX_COMPARED, 'compareTooMany')
      .refine(hasNoDuplicate, { message: 'compareDuplicate' }),
  );

export const journalCompareQuerySchema = z.object({ ids: compareIdsSchema });

export type JournalCompareQuery = z.infer<typeof journalCompareQuerySchema>;
