// Dates of the users list: day, month and year in English, as the rest of the admin area ('23 Dec 2026').
import { adminLocale } from '../admin-texts';

export function formatDate(value: string | null): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : date.toLocaleDateString(adminLocale, { day: 'numeric', month: 'short', year: 'numeric' });
}
