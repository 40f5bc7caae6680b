'use client';
// Dates of an invoice in the reader's language, in Jakarta time with its zone named (WIB): the product's payments
// and premium months are counted in Jakarta time (lib/billing/README.md), and a receipt must not depend on the device.
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

export function useInvoiceDates(): (iso: string) => string {
  const format = useFormatter();
  return useCallback(
    (iso: string) =>
      format.dateTime(new Date(iso), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Jakarta',
        timeZoneName: 'short',
      }),
    [format],
  );
}
