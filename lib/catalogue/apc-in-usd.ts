// The one APC budget rule, for the catalogue's maxApc filter (SQL) and the recommendations' (in memory).
// The catalogue's prices are in USD, CHF or EUR (data/SOURCES.md). Fixed rates set a little above recent years'
// averages, so a journal shown as within budget stays within it when the rate moves; other currencies are unknown.
// A journal without a known price passes a budget only when it is diamond open access (it charges no APC).
import { Prisma } from '../generated/prisma/client';

export const USD_PER_UNIT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.2, CHF: 1.25 };

export function apcInUsd(amount: number, currency: string | null): number | null {
  const rate = USD_PER_UNIT[(currency ?? 'USD').toUpperCase()];
  return rate === undefined ? null : amount * rate;
}

export function withinApcBudget(
  amount: number | null,
  currency: string | null,
  isDiamond: boolean,
  maxUsd: number,
): boolean {
  if (amount === null) return isDiamond;
  const usd = apcInUsd(amount, currency);
  return usd !== null && usd <= maxUsd;
}

/** apcInUsd over the row's apc_amount and apc_currency in SQL: NULL for no price or an unknown currency. */
export function apcUsdSql(alias = 'journals'): Prisma.Sql {
  const table = Prisma.raw(alias);
  const cases = Object.entries(USD_PER_UNIT).map(
    ([currency, rate]) => Prisma.sql`WHEN ${currency} THEN ${table}.apc_amount * ${rate}::float8`,
  );
  return Prisma.sql`(CASE upper(coalesce(${table}.apc_currency, 'USD')) ${Prisma.join(cases, ' ')} END)`;
}

/** withinApcBudget in SQL. */
export function withinApcBudgetSql(maxUsd: number, alias = 'journals'): Prisma.Sql {
  const table = Prisma.raw(alias);
  return Prisma.sql`(CASE WHEN ${table}.apc_amount IS NULL THEN ${table}.is_open_access_diamond
    ELSE coalesce(${apcUsdSql(alias)} <= ${maxUsd}, false) END)`;
}
