// Favourite payloads (POST /api/favorite/add and /remove): Scopus ids are Sourceids, SINTA ids are website URLs,
// both strings.
// A numeric Sourceid is accepted too (the journal JSON carries it as a number) and turned into its text.
import { z } from 'zod';
import { safeText } from './safe-text';

export const favoriteSourceTypes = ['scopus', 'sinta'] as const;
export type FavoriteSourceType = (typeof favoriteSourceTypes)[number];

const sourceIdSchema = z
  .union([safeText(), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], { message: 'invalidSourceId' })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, 'invalidSourceId').max(500, 'invalidSourceId'));

export const addFavoriteSchema = z.object({
  sourceId: sourceIdSchema,
  sourceType: z.enum(favoriteSourceTypes, { message: 'invalidSourceType' }).nullish(),
});

export const removeFavoriteSchema = z.object({ sourceId: sourceIdSchema });

export type AddFavoriteInput = z.infer<typeof addFavoriteSchema>;
export type RemoveFavoriteInput = z.infer<typeof removeFavoriteSchema>;
