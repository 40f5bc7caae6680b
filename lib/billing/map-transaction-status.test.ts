import { mapTransactionStatus } from './map-transaction-status';

describe('mapTransactionStatus', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['settlement', 'accept', 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'none'],
    ['capture', 'deny', 'none'],
    ['capture', undefined, 'none'],
    ['deny', 'deny', 'failed'],
    ['cancel', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', undefined, 'expired'],
    ['pending', undefined, 'none'],
    ['authorize', 'accept', 'none'],
    ['refund', undefined, 'refunded'],
    ['partial_refund', undefined, 'refunded'],
    ['chargeback', undefined, 'refunded'],
    ['partial_chargeback', undefined, 'refunded'],
    ['something_new', undefined, 'none'],
    ['SETTLEMENT', undefined, 'none'],
  ] as const)('%s with fraud status %s → %s', (status, fraud, verdict) => {
    expect(mapTransactionStatus(status, fraud)).toBe(verdict);
  });
});
