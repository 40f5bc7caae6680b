// The status an invoice is shown with: pending, paid, and everything else (failed, expired, a status this client does
// not know) shown as failed, so an unexpected answer never offers Pay on an invoice the server no longer takes.
export type ShownStatus = 'pending' | 'paid' | 'failed';

export function shownStatusOf(status: string): ShownStatus {
  return status === 'pending' || status === 'paid' ? status : 'failed';
}
