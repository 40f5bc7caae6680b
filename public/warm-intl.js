// A dedicated worker started by every public page (components/layout/warm-intl-script.tsx). A browser builds its table
// of the locales it can format numbers and dates for the first time a page asks for such a format, and Chromium keeps
// that table once for the whole tab process, every thread included. Asked here, on the worker's thread, while the page
// is still loading, that work (15–45 ms, four times that on a slow phone) is no longer part of hydration, where the
// first formatted count would otherwise pay it on the main thread. It formats nothing the page sees, then stops.
for (const locale of ['id', 'en']) {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
}
close();
