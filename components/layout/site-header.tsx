// The site header: logo, navigation, the compare tray's place and the live visitor badge (here they stay in view and
// cover nothing), language switch and the account slot (login button or Account menu). Rendered on the server; only the interactive leaves are client components.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { CompareTraySlot } from '@/components/compare/compare-tray-slot';
import { VisitorBadge } from '@/components/realtime/visitor-badge';
import { LogoMark } from '@/components/ui/logo-mark';
import { LanguageSwitch } from './language-switch';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { buildNavigation } from './nav-items';
import { NavLink } from './nav-link';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const siteName = (await getTranslations({ locale, namespace: 'Metadata' }))('siteName');
  const navigation = buildNavigation(locale, t);

  return (
    <header data-testid="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:gap-4">
        <Link
          href="/"
          data-testid="site-logo"
          aria-label={t('logoLabel')}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900"
        >
          <LogoMark className="size-8" />
          {/* Below 1280 px the mark alone (the link is named): the navigation, the live count and the tray need the room. */}
          <span className="max-xl:sr-only">{siteName}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((entry) => (
              <li key={entry.testId}>
                {entry.kind === 'link' ? (
                  <NavLink
                    {...entry}
                    className="block rounded-md px-2 py-2 text-sm font-medium lg:px-3 text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-blue-700"
                  />
                ) : (
                  <NavDropdown {...entry} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <CompareTraySlot />
          <VisitorBadge />
          <LanguageSwitch
            currentLocale={locale}
            label={t('language')}
            options={[
              { locale: 'id', shortLabel: 'ID', name: t('languageIndonesian') },
              { locale: 'en', shortLabel: 'EN', name: t('languageEnglish') },
            ]}
          />
          <HeaderAccount />
          <MobileMenu
            entries={navigation}
            labels={{
              openMenu: t('openMenu'),
              closeMenu: t('closeMenu'),
              navigation: t('mobileNavigation'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
