// The time zone next-intl formats dates in, on the server and in the browser alike, so a date reads the same either
// side of hydration. Dates that belong to Jakarta's calendar are worked out by lib/shared/jakarta-time.ts.
export const INTL_TIME_ZONE = 'UTC';
