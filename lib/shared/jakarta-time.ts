// Calendar boundaries in Asia/Jakarta (UTC+7 all year, no daylight saving), as UTC instants for SQL ranges on the
// created_at index: a visit at 23:30 UTC already belongs to the next Jakarta day. Weeks start on Monday.
const jakartaOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The instant shifted so its UTC fields read as Jakarta's wall clock. */
const toJakartaWall = (instant: Date) => new Date(instant.getTime() + jakartaOffsetMs);
const fromJakartaWall = (wall: Date) => new Date(wall.getTime() - jakartaOffsetMs);

export function startOfJakartaDay(instant: Date): Date {
  const wall = toJakartaWall(instant);
  return fromJakartaWall(new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())));
}

export function addJakartaDays(dayStart: Date, days: number): Date {
  return new Date(dayStart.getTime() + days * dayMs);
}

export function startOfJakartaWeek(instant: Date): Date {
  const dayStart = startOfJakartaDay(instant);
  const weekday = toJakartaWall(dayStart).getUTCDay(); // 0 Sunday … 6 Saturday
  return addJakartaDays(dayStart, -((weekday + 6) % 7));
}

export function startOfJakartaMonth(instant: Date): Date {
  const wall = toJakartaWall(instant);
  return fromJakartaWall(new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1)));
}

/** YYYY-MM-DD of the Jakarta calendar day holding the instant. */
export function jakartaDateString(instant: Date): string {
  return toJakartaWall(instant).toISOString().slice(0, 10);
}
