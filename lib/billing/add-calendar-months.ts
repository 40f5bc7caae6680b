// Premium periods are calendar months on the Jakarta calendar (WIB, UTC+7, no daylight saving): paying at 03:00 on
// 1 March in Jakarta runs to 1 April, not to 29 March as UTC arithmetic would say. A day the target month lacks
// becomes its last day (31 January + 1 month = 28 or 29 February), as PostgreSQL's interval arithmetic does.
const defaultOffsetMinutes = 7 * 60;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export function addCalendarMonths(date: Date, months: number, offsetMinutes = defaultOffsetMinutes): Date {
  if (!Number.isInteger(months)) throw new RangeError(`months must be whole, got ${months}`);
  const offsetMs = offsetMinutes * 60_000;
  const local = new Date(date.getTime() + offsetMs);
  const targetMonth = local.getUTCMonth() + months;
  const year = local.getUTCFullYear() + Math.floor(targetMonth / 12);
  const monthIndex = ((targetMonth % 12) + 12) % 12;
  const day = Math.min(local.getUTCDate(), daysInMonth(year, monthIndex));
  const shifted = Date.UTC(
    year,
    monthIndex,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - offsetMs);
}

/** Premium extends from the later of now and the current expiry, by the plan's months. */
export function extendPremium(
  currentExpiry: Date | null,
  months: number,
  now: Date,
): { premiumFrom: Date; premiumUntil: Date } {
  const premiumFrom = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return { premiumFrom, premiumUntil: addCalendarMonths(premiumFrom, months) };
}
