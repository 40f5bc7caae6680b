// The messages the browser receives (the layout's NextIntlClientProvider): only the namespaces that components read
// with the useTranslations hook, the one way a client component reads messages. Texts only server code reads (page
// metadata, the about, pricing and data-source pages, the footer) stay on the server: every page's flight data carried
// all of them, about 35 kB of the 61 kB on a journal page, of which these namespaces are 27 kB. A unit test scans the
// sources for every useTranslations namespace: a component that reads a new one fails it until it is listed here.
import { loadMessages, type Messages } from './load-messages';
import type { Locale } from './routing';

export const clientNamespaces = [
  'Account', 'AuthFieldErrors', 'AuthMessages', 'AuthModal', 'BillingMessages', 'CatalogueExport', 'CatalogueSort',
  'Compare', 'Discontinued', 'Favorite', 'FavoriteNotices', 'FilterPanel', 'Header', 'HomeNotices', 'Invoice',
  'InvoiceStatus', 'Jobs', 'Journal', 'JournalCard', 'JournalFigures', 'JournalResults', 'ListSource', 'ListWarnings',
  'LoginRequired', 'NewScopus', 'Pager', 'PlanModal', 'Plans', 'PredatoryList', 'Receipt', 'Recommend', 'SandboxPay',
  'SearchForm', 'Session', 'Sinta', 'SubscribePrompt', 'Toast', 'VisitorBadge',
] as const satisfies readonly (keyof Messages)[];

const picked = new Map<Locale, Partial<Messages>>();

/** The same object for every request of a language: built once, never per render. */
export function clientMessages(locale: Locale): Partial<Messages> {
  let messages = picked.get(locale);
  if (!messages) {
    const all = loadMessages(locale);
    messages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, all[namespace]])) as Partial<Messages>;
    picked.set(locale, messages);
  }
  return messages;
}
