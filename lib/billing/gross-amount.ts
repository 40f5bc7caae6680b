// Midtrans writes amounts as text with two decimals ("55000.00"); our invoices hold whole rupiah (55000). Compared
// exactly, in cents, so "55000.01" or "5500.00" never pays a 55000 invoice.
const grossAmountPattern = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** The amount in hundredths, or null when the text is not a plain non-negative decimal. */
export function parseGrossAmountCents(text: string): number | null {
  const match = grossAmountPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function isSameAmount(grossAmount: string, rupiah: number): boolean {
  return parseGrossAmountCents(grossAmount) === rupiah * 100;
}

/** Our whole rupiah as Midtrans writes them. */
export function toGrossAmount(rupiah: number): string {
  return `${rupiah}.00`;
}
