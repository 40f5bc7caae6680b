// The countries report's date range (by default the last 28 days up to today) and its query, in which an empty date
// is left out so the server applies its own default for that end.
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** YYYY-MM-DD in the browser's time zone, as <input type="date"> shows it. */
function toDateInputValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function defaultCountryRange(today = new Date()): DateRange {
  const start = new Date(today);
  start.setDate(start.getDate() - 28);
  return { startDate: toDateInputValue(start), endDate: toDateInputValue(today) };
}

export function countriesUrl({ startDate, endDate }: DateRange): string {
  const query = new URLSearchParams();
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  const search = query.toString();
  return search ? `/api/gsc/countries?${search}` : '/api/gsc/countries';
}
