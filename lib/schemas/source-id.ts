// The Sourceid as the API reads it: safe text that follows the one Sourceid rule (lib/shared/source-id-rule.ts), so an
// id that cannot be one is refused before any query.
import { z } from 'zod';
import { isSourceId } from '../shared/source-id-rule';
import { safeText } from './safe-text';

export { isSourceId, parseSourceId } from '../shared/source-id-rule';

export const sourceIdSchema = safeText({ message: 'invalidSourceId' }).refine(isSourceId, { message: 'invalidSourceId' });

/** The `[sourceid]` segment of /api/journal/{sourceid}/…. */
export const sourceIdParamsSchema = z.object({ sourceid: sourceIdSchema });
