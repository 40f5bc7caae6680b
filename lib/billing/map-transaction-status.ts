// What a Midtrans transaction status means for our invoice (Midtrans "Transaction Status Cycle"). Only settlement,
// or capture that fraud detection accepted, is money received; capture under "challenge" waits for the merchant.
export type PaymentVerdict = 'paid' | 'failed' | 'expired' | 'refunded' | 'none';

export function mapTransactionStatus(transactionStatus: string, fraudStatus?: string | null): PaymentVerdict {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === 'accept' ? 'paid' : 'none';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    // Money went back (or is being taken back): premium stays, the operator decides (refundFlagged).
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    // pending, authorize, and anything Midtrans may add later: nothing to do yet.
    default:
      return 'none';
  }
}
