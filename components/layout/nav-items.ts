// The header's navigation: one model for the desktop bar and the mobile menu,
// with labels already translated. Paths carry no language; the i18n Link adds the current one.
import type { Locale } from '@/lib/i18n/routing';

export interface NavLinkItem {
  href: string;
  label: string;
  testId: string;
}

export interface NavMenu {
  id: string;
  label: string;
  testId: string;
  items: NavLinkItem[];
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'menu' } & NavMenu);

type HeaderLabel =
  | 'home'
  | 'about'
  | 'predatoryJournal'
  | 'standaloneJournals'
  | 'publishers'
  | 'newScopusJournal'
  | 'newJournals'
  | 'discontinuedJournals'
  | 'sinta';

export function buildNavigation(locale: Locale, t: (key: HeaderLabel) => string): NavEntry[] {
  const entries: NavEntry[] = [
    { kind: 'link', href: '/', label: t('home'), testId: 'nav-home' },
    { kind: 'link', href: '/about', label: t('about'), testId: 'nav-about' },
    {
      kind: 'menu',
      id: 'nav-predatory',
      label: t('predatoryJournal'),
      testId: 'nav-predatory',
      items: [
        { href: '/standalone-journals', label: t('standaloneJournals'), testId: 'nav-standalone-journals' },
        { href: '/publishers', label: t('publishers'), testId: 'nav-publishers' },
      ],
    },
    {
      kind: 'menu',
      id: 'nav-new-scopus',
      label: t('newScopusJournal'),
      testId: 'nav-new-scopus',
      items: [
        { href: '/new-scopus', label: t('newJournals'), testId: 'nav-new-journals' },
        { href: '/discontinued-journal', label: t('discontinuedJournals'), testId: 'nav-discontinued' },
      ],
    },
  ];
  // The SINTA item is shown only when the interface language is Indonesian.
  if (locale === 'id') entries.push({ kind: 'link', href: '/sinta', label: t('sinta'), testId: 'nav-sinta' });
  return entries;
}

/** Whether `href` (a path without language) is the page at `pathname` or one of its sub-pages. */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
