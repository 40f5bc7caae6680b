// Next.js prints every error a page throws. While the database cannot answer, each page would print one: they are
// counted in the outage instead (database-outage.ts logs it once), and every other error is printed as before.
import { reportDatabaseDown } from './database-outage';
import { isDatabaseUnavailable } from './is-database-unavailable';

export function quietPageDatabaseErrors(): void {
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const unavailable = args.find((arg) => isDatabaseUnavailable(arg));
    if (unavailable === undefined) {
      print(...args);
      return;
    }
    reportDatabaseDown(unavailable instanceof Error ? unavailable.message : String(unavailable));
  };
}
