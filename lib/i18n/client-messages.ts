// The messages the browser receives: only the namespaces that components read with the useTranslations hook, the one
// way a client component reads messages. Texts only server code reads (page metadata, the about, pricing and
// data-source pages, the footer) stay on the server. A unit test scans the sources for every useTranslations namespace:
// a component that reads a new one fails it until it is listed here. Pure and free of the catalogues themselves, so a
// client module can import it beside its one language's catalogue (components/layout/intl/).
import type { Messages } from './load-messages';

export const clientNamespaces = [
  'Account', 'AuthFieldErrors', 'AuthMessages', 'AuthModal', 'BillingMessages', 'CatalogueExport', 'CatalogueSort',
  'Compare', 'Discontinued', 'DoajFacts', 'Favorite', 'FavoriteNotices', 'FilterPanel', 'Header', 'HomeNotices', 'Invoice',
  'InvoiceStatus', 'Jobs', 'Journal', 'JournalCard', 'JournalFigures', 'JournalResults', 'ListSource', 'ListWarnings',
  'LoginRequired', 'NewScopus', 'Pager', 'PlanModal', 'Plans', 'PredatoryList', 'Receipt', 'Recommend', 'SandboxPay',
  'SearchForm', 'Session', 'Sinta', 'SubscribePrompt', 'Toast', 'VisitorBadge',
] as const satisfies readonly (keyof Messages)[];

/** The client namespaces of one language's catalogue. */
export function pickClientMessages(all: Messages): Partial<Messages> {
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, all[namespace]])) as Partial<Messages>;
}
