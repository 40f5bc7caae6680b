// How many journals one GET /api/journal/warnings call may name: a page of cards at most. Without zod, so the
// browser's batching reads it without the schema library.
export const MAX_WARNING_IDS = 60;
