'use client';
// Dates of the new and discontinued lists as the API gives them: a day ("2025-03-14"), a month only ("2025-03",
// never turned into a made-up day), or null, shown as '—'.
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

export const NO_VALUE = '—';

export function useListDate(): (value: string | null) => string {
  const format = useFormatter();
  return useCallback(
    (value: string | null) => {
      if (!value) return NO_VALUE;
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (day) return format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
      const month = /^(\d{4})-(\d{2})$/.exec(value);
      if (month) return format.dateTime(new Date(`${value}-01T00:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' });
      return value;
    },
    [format],
  );
}
