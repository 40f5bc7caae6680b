// GET /api/journal/warnings?ids=…: the journals whose warning marks a page shows, comma-separated as the compare ids
// are (Scopus Sourceids, SINTA websites or profile URLs: lib/shared/compare-id.ts), 1 to 60 of them, repeats dropped.
// Anything else is a 400.
import { z } from 'zod';
import { isCompareId } from '../shared/compare-id';
import { MAX_WARNING_IDS } from '../shared/warning-ids';
import { safeText } from './safe-text';

export { MAX_WARNING_IDS } from '../shared/warning-ids';

export const journalWarningsQuerySchema = z.object({
  ids: safeText({ message: 'invalidSourceId' })
    .max(MAX_WARNING_IDS * 501, 'invalidSourceId')
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(z.array(z.string().refine(isCompareId, { message: 'invalidSourceId' })).min(1).max(MAX_WARNING_IDS)),
});
