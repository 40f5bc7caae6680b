// How long an unpaid invoice stays payable. The Snap page of a Midtrans payment closes at the same moment.
export const invoiceLifetimeMs = 24 * 60 * 60 * 1000;
